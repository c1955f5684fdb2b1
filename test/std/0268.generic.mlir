"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {}, {}, {llvm.noundef, test.tag = "x"}], function_type = (f16, i32, memref<3x8x1xf16>, memref<3x4xi32>) -> i32, sym_name = "compute0", sym_visibility = "public"}> ({
  ^bb0(%arg0: f16, %arg1: i32, %arg2: memref<3x8x1xf16>, %arg3: memref<3x4xi32>):
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    "memref.store"(%arg1, %arg3, %0, %1) : (i32, memref<3x4xi32>, index, index) -> ()
    %2 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %3 = "math.expm1"(%2) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %4 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    "memref.dealloc"(%4) : (memref<1xi32>) -> ()
    %5 = "arith.constant"() <{value = dense<-1> : tensor<3x4xi8>}> : () -> tensor<3x4xi8>
    %6 = "arith.sitofp"(%5) : (tensor<3x4xi8>) -> tensor<3x4xf64>
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "arith.constant"() <{value = 2 : index}> : () -> index
    %9 = "tensor.extract"(%6, %7, %8) : (tensor<3x4xf64>, index, index) -> f64
    %10 = "arith.constant"() <{value = false}> : () -> i1
    %11 = "arith.constant"() <{value = 1 : index}> : () -> index
    %12 = "tensor.empty"(%11) : (index) -> tensor<?xf16>
    %13 = "arith.select"(%10, %12, %12) : (i1, tensor<?xf16>, tensor<?xf16>) -> tensor<?xf16>
    %14 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<3x4xf32>}> : () -> tensor<3x4xf32>
    %15 = "tensor.empty"() : () -> tensor<3x4xf32>
    %16 = "linalg.add"(%14, %14, %15) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32, %arg6: f32):
      %21 = "arith.addf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%21) : (f32) -> ()
    }) : (tensor<3x4xf32>, tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<3x4xf32>
    %17 = "arith.constant"() <{value = 2.500000e+00 : f16}> : () -> f16
    %18 = "arith.constant"() <{value = 2 : index}> : () -> index
    %19 = "arith.constant"() <{value = 3 : index}> : () -> index
    %20 = "arith.constant"() <{value = 0 : index}> : () -> index
    "memref.store"(%17, %arg2, %18, %19, %20) : (f16, memref<3x8x1xf16>, index, index, index) -> ()
    "func.return"(%arg1) : (i32) -> ()
  }) : () -> ()
}) : () -> ()

