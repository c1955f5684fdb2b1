"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xf64>, tensor<4xindex>) -> tensor<4xi32>, sym_name = "kernel_0"}> ({
  ^bb0(%arg4: tensor<4xf64>, %arg5: tensor<4xindex>):
    %20 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
    %21 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xindex>
    %22 = "memref.cast"(%21) : (memref<4xindex>) -> memref<4xindex>
    %23 = "arith.constant"() <{value = false}> : () -> i1
    "cf.assert"(%23) <{msg = "x must be \22positive\22"}> : (i1) -> ()
    %24 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
    %25 = "arith.muli"(%24, %24) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %26 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<1x2xf32>}> : () -> tensor<1x2xf32>
    %27 = "tensor.expand_shape"(%26) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 1, 1, 2>}> : (tensor<1x2xf32>) -> tensor<1x1x2xf32>
    %28 = "arith.constant"() <{value = dense<-1> : tensor<3x2x4xi8>}> : () -> tensor<3x2x4xi8>
    %29 = "arith.cmpi"(%28, %28) <{predicate = 1 : i64}> : (tensor<3x2x4xi8>, tensor<3x2x4xi8>) -> tensor<3x2x4xi1>
    %30 = "arith.constant"() <{value = dense<-2.500000e-01> : vector<4xbf16>}> : () -> vector<4xbf16>
    %31 = "arith.maximumf"(%30, %30) <{fastmath = #arith.fastmath<none>}> : (vector<4xbf16>, vector<4xbf16>) -> vector<4xbf16>
    %32 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %33 = "tensor.empty"() : () -> tensor<4xi32>
    "func.return"(%33) : (tensor<4xi32>) -> ()
  }) {test.kernel} : () -> ()
  "func.func"() <{function_type = (i32, memref<4xf32>) -> (tensor<8xf32>, vector<2x1xi32>, f32), sym_name = "fn.1"}> ({
  ^bb0(%arg0: i32, %arg1: memref<4xf32>):
    %0 = "arith.constant"() <{value = 4.000000e+02 : bf16}> : () -> bf16
    %1 = "arith.minimumf"(%0, %0) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
    %2 = "arith.constant"() <{value = -2.500000e-01 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 3 : index}> : () -> index
    "memref.store"(%2, %arg1, %3) : (f32, memref<4xf32>, index) -> ()
    %4 = "tensor.empty"() : () -> tensor<3xf32>
    %5 = "tensor.empty"() : () -> tensor<4x3xf32>
    %6 = "linalg.broadcast"(%4, %5) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      "linalg.yield"(%arg2) : (f32) -> ()
    }) : (tensor<3xf32>, tensor<4x3xf32>) -> tensor<4x3xf32>
    %7 = "arith.constant"() <{value = dense<1.000000e+02> : tensor<4xf32>}> : () -> tensor<4xf32>
    %8 = "tensor.empty"() : () -> tensor<4xi32>
    %9 = "math.fpowi"(%7, %8) <{fastmath = #arith.fastmath<none>}> : (tensor<4xf32>, tensor<4xi32>) -> tensor<4xf32>
    %10 = "arith.constant"() <{value = dense<1> : vector<4xi32>}> : () -> vector<4xi32>
    %11:2 = "arith.mului_extended"(%10, %10) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi32>)
    %12 = "arith.constant"() <{value = dense<36> : vector<4x1x2xi16>}> : () -> vector<4x1x2xi16>
    %13 = "math.cttz"(%12) : (vector<4x1x2xi16>) -> vector<4x1x2xi16>
    %14 = "arith.constant"() <{value = -6 : i8}> : () -> i8
    %15 = "arith.sitofp"(%14) : (i8) -> f32
    %16 = "arith.constant"() <{value = dense<[1, 1, 1, 69]> : tensor<4xi32>}> : () -> tensor<4xi32>
    %17 = "tensor.cast"(%16) : (tensor<4xi32>) -> tensor<?xi32>
    %18 = "tensor.empty"() : () -> tensor<8xf32>
    %19 = "arith.constant"() <{value = dense<2147483647> : vector<2x1xi32>}> : () -> vector<2x1xi32>
    "func.return"(%18, %19, %2) : (tensor<8xf32>, vector<2x1xi32>, f32) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
}) : () -> ()

