#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (index) -> f32, sym_name = "ext0", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{function_type = (index, i8) -> (index, tensor<4x3xindex>), res_attrs = [{llvm.noundef}, {}], sym_name = "ext1", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = () -> (tensor<4xindex>, index, tensor<8x2xindex>), sym_name = "helper2"}> ({
      %33 = "arith.constant"() <{value = dense<[[-2.500000e-01, 4.000000e+02, -7.500000e+00], [1.000000e+02, 3.000000e+00, -7.500000e+00], [3.000000e+00, 3.000000e+00, 1.000000e+00], [5.000000e-01, 1.000000e+00, 1.000000e+00]]> : tensor<4x3xf64>}> : () -> tensor<4x3xf64>
      %34 = "arith.minnumf"(%33, %33) <{fastmath = #arith.fastmath<none>}> : (tensor<4x3xf64>, tensor<4x3xf64>) -> tensor<4x3xf64>
      %35 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
      %36 = "arith.cmpi"(%35, %35) <{predicate = 1 : i64}> : (i32, i32) -> i1
      %37 = "arith.constant"() <{value = 1 : index}> : () -> index
      %38 = "arith.constant"() <{value = 127 : i8}> : () -> i8
      "cf.cond_br"(%36, %37, %38, %38)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (i1, index, i8, i8) -> ()
    ^bb1(%39: index):  // pred: ^bb0
      %40 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
      %41 = "math.log2"(%40) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
      "cf.br"(%39)[^bb2] : (index) -> ()
    ^bb2(%42: index):  // pred: ^bb1
      %43 = "tensor.splat"(%38) : (i8) -> tensor<4xi8>
      "cf.br"(%38, %38)[^bb3] : (i8, i8) -> ()
    ^bb3(%44: i8, %45: i8):  // 2 preds: ^bb0, ^bb2
      %46 = "arith.constant"() <{value = 0 : i8}> : () -> i8
      "cf.cond_br"(%36, %46, %38)[^bb4, ^bb4] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i8, i8) -> ()
    ^bb4(%47: i8):  // 2 preds: ^bb3, ^bb3
      %48 = "arith.constant"() <{value = dense<37> : tensor<4xindex>}> : () -> tensor<4xindex>
      %49 = "arith.constant"() <{value = 0 : index}> : () -> index
      %50 = "arith.constant"() <{value = dense<[[0, 0], [8, -1], [1, -1], [-11, 43], [1, 0], [1, 47], [0, -15], [22, 7]]> : tensor<8x2xindex>}> : () -> tensor<8x2xindex>
      "func.return"(%48, %49, %50) : (tensor<4xindex>, index, tensor<8x2xindex>) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i16, i8) -> vector<4x3xindex>, sym_name = "f0", sym_visibility = "private"}> ({
  ^bb0(%arg4: i16, %arg5: i8):
    %21 = "arith.constant"() <{value = 2 : index}> : () -> index
    %22 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
    %23 = "arith.constant"() <{value = 2 : index}> : () -> index
    "scf.for"(%21, %22, %23) ({
    ^bb0(%arg6: index):
      %25 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
      %26 = "math.expm1"(%25) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
      %27 = "arith.constant"() <{value = 1.503910e-01 : bf16}> : () -> bf16
      %28 = "arith.maxnumf"(%27, %27) <{fastmath = #arith.fastmath<arcp>}> : (bf16, bf16) -> bf16
      %29 = "arith.constant"() <{value = 6 : index}> : () -> index
      %30 = "tensor.empty"(%29) : (index) -> tensor<?xf32>
      %31 = "arith.fptosi"(%30) : (tensor<?xf32>) -> tensor<?xi64>
      %32 = "arith.constant"() <{value = true}> : () -> i1
      "cf.assert"(%32) <{msg = "x must be \22positive\22"}> : (i1) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %24 = "arith.constant"() <{value = dense<1> : vector<4x3xindex>}> : () -> vector<4x3xindex>
    "func.return"(%24) : (vector<4x3xindex>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}], function_type = (tensor<?x?x?xi8>) -> (tensor<3xf32>, i8), sym_name = "fn.1", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<?x?x?xi8>):
    %0 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xindex>
    %1 = "arith.constant"() <{value = 0 : index}> : () -> index
    %2 = "memref.dim"(%0, %1) : (memref<3xindex>, index) -> index
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6 = "tensor.extract"(%arg0, %3, %4, %5) : (tensor<?x?x?xi8>, index, index, index) -> i8
    %7 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
    %8 = "math.erfc"(%7) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    %9 = "arith.constant"() <{value = dense<[[4611686018427387903, -8, -1], [37, 32, -1], [-1, -1, 1], [0, -1, -1]]> : tensor<4x3xindex>}> : () -> tensor<4x3xindex>
    %10 = "arith.constant"() <{value = -13 : index}> : () -> index
    %11 = "arith.constant"() <{value = 2 : index}> : () -> index
    %12 = "arith.constant"() <{value = 0 : index}> : () -> index
    %13 = "tensor.insert"(%10, %9, %11, %12) : (index, tensor<4x3xindex>, index, index) -> tensor<4x3xindex>
    %14 = "arith.constant"() <{value = dense<6> : tensor<3x4xi64>}> : () -> tensor<3x4xi64>
    %15 = "tensor.empty"() : () -> tensor<4x1xi64>
    %16 = "tensor.empty"() : () -> tensor<3x1xi64>
    %17 = "linalg.matmul"(%14, %15, %16) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: i64, %arg2: i64, %arg3: i64):
      %19 = "arith.muli"(%arg1, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      %20 = "arith.addi"(%arg3, %19) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%20) : (i64) -> ()
    }) : (tensor<3x4xi64>, tensor<4x1xi64>, tensor<3x1xi64>) -> tensor<3x1xi64>
    %18 = "tensor.empty"() : () -> tensor<3xf32>
    "func.return"(%18, %6) : (tensor<3xf32>, i8) -> ()
  }) {ref = @inner::@helper2} : () -> ()
}) : () -> ()

