#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xi64>) -> tensor<8x?xf64>, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "fn.0", sym_visibility = "private"}> ({
  ^bb0(%arg0: vector<4xi64>):
    %0 = "arith.constant"() <{value = 1.500240e-01 : f16}> : () -> f16
    %1 = "math.sin"(%0) <{fastmath = #arith.fastmath<arcp>}> : (f16) -> f16
    %2 = "arith.constant"() <{value = -7 : i32}> : () -> i32
    %3 = "scf.while"(%2) ({
    ^bb0(%arg2: i32):
      %23 = "tensor.empty"() : () -> tensor<8x4xf32>
      %24 = "linalg.generic"(%23, %23) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg3: f32, %arg4: f32):
        %28 = "arith.addf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "linalg.yield"(%28) : (f32) -> ()
      }) : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x4xf32>
      %25 = "arith.constant"() <{value = 59 : index}> : () -> index
      %26 = "arith.cmpi"(%25, %25) <{predicate = 0 : i64}> : (index, index) -> i1
      %27 = "arith.constant"() <{value = 59 : i32}> : () -> i32
      "scf.condition"(%26, %27) : (i1, i32) -> ()
    }, {
    ^bb0(%arg1: i32):
      %20 = "arith.constant"() <{value = 8 : index}> : () -> index
      %21 = "arith.constant"() <{value = 7 : index}> : () -> index
      %22 = "memref.alloc"(%20, %21) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xf64, #map1>
      "scf.yield"(%arg1) : (i32) -> ()
    }) : (i32) -> i32
    %4 = "arith.constant"() <{value = dense<5.000000e-01> : vector<8x4xf32>}> : () -> vector<8x4xf32>
    %5 = "arith.maxnumf"(%4, %4) <{fastmath = #arith.fastmath<afn>}> : (vector<8x4xf32>, vector<8x4xf32>) -> vector<8x4xf32>
    %6 = "arith.constant"() <{value = 22 : i16}> : () -> i16
    %7:2 = "arith.mulsi_extended"(%6, %6) : (i16, i16) -> (i16, i16)
    %8 = "arith.constant"() <{value = -2.500000e-01 : f64}> : () -> f64
    "cf.br"(%8)[^bb1] : (f64) -> ()
  ^bb1(%9: f64):  // pred: ^bb0
    %10 = "tensor.splat"(%8) : (f64) -> tensor<4xf64>
    %11 = "arith.constant"() <{value = 1 : index}> : () -> index
    %12 = "tensor.empty"(%11) : (index) -> tensor<?xi16>
    %13 = "arith.cmpi"(%11, %11) <{predicate = 6 : i64}> : (index, index) -> i1
    "scf.if"(%13) ({
      %16 = "tensor.expand_shape"(%10) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 2>}> : (tensor<4xf64>) -> tensor<2x2xf64>
      %17 = "arith.cmpi"(%2, %2) <{predicate = 7 : i64}> : (i32, i32) -> i1
      "cf.assert"(%17) <{msg = "x must be \22positive\22"}> : (i1) -> ()
      %18 = "arith.constant"() <{value = 44 : i8}> : () -> i8
      %19:2 = "arith.mulsi_extended"(%18, %18) : (i8, i8) -> (i8, i8)
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "cf.cond_br"(%13)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb1
    %14 = "arith.constant"() <{value = 5 : index}> : () -> index
    %15 = "tensor.empty"(%14) : (index) -> tensor<8x?xf64>
    "func.return"(%15) : (tensor<8x?xf64>) -> ()
  }) {test.kernel} : () -> ()
}) : () -> ()

