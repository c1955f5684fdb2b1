"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {}, {test.foo = 1 : i32}], function_type = (memref<3xindex>, memref<2xf32>, tensor<4xf32>) -> (i32, tensor<?x4xi32>, tensor<?x1xi8>), res_attrs = [{}, {test.foo = 1 : i32}, {}], sym_name = "kernel_0"}> ({
  ^bb0(%arg0: memref<3xindex>, %arg1: memref<2xf32>, %arg2: tensor<4xf32>):
    %0 = "tensor.expand_shape"(%arg2) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 2>}> : (tensor<4xf32>) -> tensor<2x2xf32>
    %1 = "arith.constant"() <{value = dense<1.500000e-01> : vector<4xf32>}> : () -> vector<4xf32>
    %2 = "arith.constant"() <{value = dense<[3.000000e+00, 1.000000e+00, 4.000000e+02, -7.500000e+00]> : vector<4xf32>}> : () -> vector<4xf32>
    %3 = "arith.cmpf"(%1, %2) <{fastmath = #arith.fastmath<afn>, predicate = 1 : i64}> : (vector<4xf32>, vector<4xf32>) -> vector<4xi1>
    %4 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %5 = "arith.minnumf"(%4, %4) <{fastmath = #arith.fastmath<arcp>}> : (f32, f32) -> f32
    %6 = "arith.constant"() <{value = dense<3.000000e+00> : tensor<2xf16>}> : () -> tensor<2xf16>
    %7 = "arith.constant"() <{value = dense<51> : tensor<2xi32>}> : () -> tensor<2xi32>
    %8 = "math.fpowi"(%6, %7) <{fastmath = #arith.fastmath<none>}> : (tensor<2xf16>, tensor<2xi32>) -> tensor<2xf16>
    %9 = "tensor.empty"() : () -> tensor<1x1xf32>
    %10 = "tensor.insert_slice"(%9, %0) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 1, 1>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (tensor<1x1xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %11 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
    %12 = "arith.constant"() <{value = 0 : index}> : () -> index
    %13 = "arith.constant"() <{value = 7 : index}> : () -> index
    %14 = "memref.view"(%11, %12, %13) : (memref<2048xi8>, index, index) -> memref<?x4xf16>
    %15 = "arith.constant"() <{value = dense<1.000000e+00> : vector<2xf32>}> : () -> vector<2xf32>
    %16 = "func.constant"() <{value = @kernel_0}> : () -> ((memref<3xindex>, memref<2xf32>, tensor<4xf32>) -> (i32, tensor<?x4xi32>, tensor<?x1xi8>))
    %17:3 = "func.call_indirect"(%16, %arg0, %arg1, %arg2) : ((memref<3xindex>, memref<2xf32>, tensor<4xf32>) -> (i32, tensor<?x4xi32>, tensor<?x1xi8>), memref<3xindex>, memref<2xf32>, tensor<4xf32>) -> (i32, tensor<?x4xi32>, tensor<?x1xi8>)
    %18 = "arith.constant"() <{value = 3 : index}> : () -> index
    %19 = "tensor.empty"(%18) : (index) -> tensor<?x4xi32>
    "func.return"(%17#0, %19, %17#2) : (i32, tensor<?x4xi32>, tensor<?x1xi8>) -> ()
  }) : () -> ()
}) : () -> ()

