"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef}, {}], function_type = (memref<3xi32>, memref<3xi32>) -> memref<8x4xf32>, res_attrs = [{llvm.noundef}], sym_name = "f0", sym_visibility = "private"}> ({
  ^bb0(%arg5: memref<3xi32>, %arg6: memref<3xi32>):
    %20 = "arith.constant"() <{value = dense<[3.000000e+00, 4.000000e+02, 1.000000e+00]> : tensor<3xf64>}> : () -> tensor<3xf64>
    %21 = "arith.fptoui"(%20) : (tensor<3xf64>) -> tensor<3xi8>
    %22 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %23 = "math.ipowi"(%22, %22) : (i32, i32) -> i32
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %24 = "arith.constant"() <{value = 4.000000e+02 : bf16}> : () -> bf16
    %25 = "math.powf"(%24, %24) <{fastmath = #arith.fastmath<reassoc,contract>}> : (bf16, bf16) -> bf16
    %26 = "arith.constant"() <{value = 1 : index}> : () -> index
    %27 = "arith.constant"() <{value = 3 : index}> : () -> index
    %28 = "tensor.empty"(%27) : (index) -> tensor<?xi8>
    %29 = "tensor.insert_slice"(%28, %21, %26) <{operandSegmentSizes = array<i32: 1, 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xi8>, tensor<3xi8>, index) -> tensor<3xi8>
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    %30 = "arith.constant"() <{value = -2.500000e-01 : f32}> : () -> f32
    %31 = "tensor.splat"(%30) : (f32) -> tensor<8xf32>
    %32 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x4xf32>
    "func.return"(%32) : (memref<8x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?xi32>, i32) -> tensor<8xi32>, sym_name = "compute1", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<?xi32>, %arg1: i32):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1 = "arith.constant"() <{value = dense<33> : vector<8xi8>}> : () -> vector<8xi8>
    %2 = "arith.select"(%0, %1, %1) : (i1, vector<8xi8>, vector<8xi8>) -> vector<8xi8>
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "tensor.insert"(%arg1, %arg0, %3) : (i32, tensor<?xi32>, index) -> tensor<?xi32>
    %5 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xf32>
    "linalg.div"(%5, %5, %5) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32, %arg4: f32):
      %19 = "arith.divf"(%arg2, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%19) : (f32) -> ()
    }) : (memref<3xf32>, memref<3xf32>, memref<3xf32>) -> ()
    %6 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "arith.constant"() <{value = 3 : index}> : () -> index
    %9 = "memref.view"(%6, %7, %8) : (memref<2048xi8>, index, index) -> memref<?x4xf16>
    %10 = "arith.constant"() <{value = dense<-7.500000e+00> : vector<4x4xf64>}> : () -> vector<4x4xf64>
    %11 = "arith.fptoui"(%10) : (vector<4x4xf64>) -> vector<4x4xi8>
    %12 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
    %13 = "arith.cmpf"(%12, %12) <{fastmath = #arith.fastmath<none>, predicate = 12 : i64}> : (f32, f32) -> i1
    %14 = "arith.constant"() <{value = 0 : index}> : () -> index
    %15 = "arith.constant"() <{value = 2 : index}> : () -> index
    %16 = "memref.load"(%9, %14, %15) : (memref<?x4xf16>, index, index) -> f16
    %17 = "arith.cmpi"(%arg1, %arg1) <{predicate = 4 : i64}> : (i32, i32) -> i1
    %18 = "tensor.empty"() : () -> tensor<8xi32>
    "func.return"(%18) : (tensor<8xi32>) -> ()
  }) : () -> ()
}) : () -> ()

