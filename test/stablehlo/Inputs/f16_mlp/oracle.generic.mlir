"builtin.module"() <{sym_name = "jit_f"}> ({
  "func.func"() <{function_type = (tensor<4x8xf32>) -> tensor<4x16xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<4x8xf32>):
    %0 = "stablehlo.constant"() <{value = dense<"0x7026C4A619305F25DBAEA12C2C34103281B00DB4FAAF3B2071B79AA9F9B3B0B0F7AE0CAC452DAC3295A65F3442B0802CC831D024C2B0E6B1DCADA32976B25BA913A8EC2E7F298C2C2FB0A3A60431C73407B4D8344F340031C52A05ACAA344636C4353534932CBCB34C9334301FB40F2D812D743094B33CB096AD7DB3913559AE362C9FAA11353A340E300DB7542160306D32E9AFD5353AB43CB0FC3106216836D3280DB0D5ACFCB217B40930702F2534D4B068355BAB0A358AADB5B0652A9A321F287FAF4BB47CB46F2E563235A8E0B2963119B490B0F32F33B7F22C72AF9825C0A32D297130DBB08C34A630663175330A316731BE2391B4EAA6EDB08EB49E2A"> : tensor<8x16xf16>}> : () -> tensor<8x16xf16>
    %1 = "stablehlo.convert"(%arg0) : (tensor<4x8xf32>) -> tensor<4x8xf16>
    %2 = "stablehlo.dot_general"(%1, %0) <{dot_dimension_numbers = #stablehlo.dot<lhs_contracting_dimensions = [1], rhs_contracting_dimensions = [0]>, precision_config = [#stablehlo<precision DEFAULT>, #stablehlo<precision DEFAULT>]}> : (tensor<4x8xf16>, tensor<8x16xf16>) -> tensor<4x16xf16>
    %3 = "stablehlo.tanh"(%2) : (tensor<4x16xf16>) -> tensor<4x16xf16>
    %4 = "stablehlo.convert"(%3) : (tensor<4x16xf16>) -> tensor<4x16xf32>
    "func.return"(%4) : (tensor<4x16xf32>) -> ()
  }) : () -> ()
}) {mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()

