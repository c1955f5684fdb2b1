"builtin.module"() ({
  "func.func"() <{function_type = (index, index) -> memref<1x8xi16>, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}, {test.foo = 1 : i32}], function_type = (i16, i16, index) -> i16, sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (vector<3xindex>) -> (), sym_name = "helper0", sym_visibility = "public"}> ({
    ^bb0(%arg4: vector<3xindex>):
      %26 = "arith.constant"() <{value = dense<1.000000e+02> : vector<1xf32>}> : () -> vector<1xf32>
      %27 = "math.copysign"(%26, %26) <{fastmath = #arith.fastmath<reassoc,contract>}> : (vector<1xf32>, vector<1xf32>) -> vector<1xf32>
      %28 = "arith.constant"() <{value = dense<[-7.500000e+00, 3.000000e+00, 1.000000e+02]> : vector<3xf32>}> : () -> vector<3xf32>
      %29 = "math.acosh"(%28) <{fastmath = #arith.fastmath<none>}> : (vector<3xf32>) -> vector<3xf32>
      %30 = "tensor.empty"() : () -> tensor<3xf16>
      %31 = "arith.negf"(%30) <{fastmath = #arith.fastmath<nnan,ninf>}> : (tensor<3xf16>) -> tensor<3xf16>
      "func.return"() : () -> ()
    }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1xindex>) -> (index, memref<8xindex>), res_attrs = [{}, {test.foo = 1 : i32}], sym_name = "fn.0"}> ({
  ^bb0(%arg3: memref<1xindex>):
    %14 = "arith.constant"() <{value = dense<52> : tensor<1xi8>}> : () -> tensor<1xi8>
    %15 = "tensor.expand_shape"(%14) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 1>}> : (tensor<1xi8>) -> tensor<1x1xi8>
    %16 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %17 = "math.trunc"(%16) <{fastmath = #arith.fastmath<arcp>}> : (f64) -> f64
    %18 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %19 = "arith.cmpi"(%18, %18) <{predicate = 7 : i64}> : (i16, i16) -> i1
    %20 = "arith.constant"() <{value = 0 : index}> : () -> index
    %21 = "tensor.from_elements"(%20, %20) : (index, index) -> tensor<2xindex>
    "scf.if"(%19) ({
      %23 = "arith.constant"() <{value = dense<1.000000e+02> : vector<1xbf16>}> : () -> vector<1xbf16>
      %24 = "arith.extf"(%23) : (vector<1xbf16>) -> vector<1xf64>
      %25 = "arith.shrsi"(%18, %18) : (i16, i16) -> i16
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    %22 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xindex>
    "func.return"(%20, %22) : (index, memref<8xindex>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {test.foo = 1 : i32}, {}], function_type = (index, memref<1xindex>, tensor<1xi64>) -> i16, sym_name = "fn.1"}> ({
  ^bb0(%arg0: index, %arg1: memref<1xindex>, %arg2: tensor<1xi64>):
    %0 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %1 = "arith.minui"(%0, %0) : (i32, i32) -> i32
    %2 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %3 = "math.absi"(%2) : (i64) -> i64
    %4 = "arith.constant"() <{value = 0.000000e+00 : f16}> : () -> f16
    %5 = "arith.fptosi"(%4) : (f16) -> i8
    %6 = "arith.constant"() <{value = dense<4.000000e+02> : vector<3xf32>}> : () -> vector<3xf32>
    %7 = "arith.constant"() <{value = dense<[1.500000e-01, 5.000000e-01, 3.000000e+00]> : vector<3xf32>}> : () -> vector<3xf32>
    %8 = "arith.addf"(%6, %7) <{fastmath = #arith.fastmath<afn>}> : (vector<3xf32>, vector<3xf32>) -> vector<3xf32>
    %9 = "arith.constant"() <{value = 3 : index}> : () -> index
    %10 = "tensor.empty"(%9) : (index) -> tensor<?xf32>
    %11 = "math.rsqrt"(%10) <{fastmath = #arith.fastmath<afn>}> : (tensor<?xf32>) -> tensor<?xf32>
    %12 = "arith.trunci"(%3) <{overflowFlags = #arith.overflow<nuw>}> : (i64) -> i32
    %13 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    "func.return"(%13) : (i16) -> ()
  }) {ref = @inner::@helper0} : () -> ()
}) : () -> ()

