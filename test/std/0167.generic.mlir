"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x3x3xf32>, tensor<1xf32>) -> vector<1xf16>, res_attrs = [{llvm.noundef}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) {test.kernel} : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "kernel_0", sym_visibility = "public"}> ({
    %0 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %1 = "tensor.splat"(%0) : (f32) -> tensor<1xf32>
    %2 = "arith.constant"() <{value = -1 : index}> : () -> index
    %3 = "arith.index_castui"(%2) : (index) -> i8
    %4 = "arith.constant"() <{value = dense<1.000000e+00> : vector<4x3x4xbf16>}> : () -> vector<4x3x4xbf16>
    %5 = "math.asinh"(%4) <{fastmath = #arith.fastmath<none>}> : (vector<4x3x4xbf16>) -> vector<4x3x4xbf16>
    %6 = "tensor.cast"(%1) : (tensor<1xf32>) -> tensor<1xf32>
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "tensor.extract"(%1, %7) : (tensor<1xf32>, index) -> f32
    %9 = "arith.constant"() <{value = dense<3.000000e+00> : vector<1xf16>}> : () -> vector<1xf16>
    %10 = "arith.constant"() <{value = dense<0.000000e+00> : vector<1xf16>}> : () -> vector<1xf16>
    %11 = "arith.minnumf"(%9, %10) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (vector<1xf16>, vector<1xf16>) -> vector<1xf16>
    %12 = "tensor.cast"(%1) : (tensor<1xf32>) -> tensor<1xf32>
    %13 = "arith.constant"() <{value = dense<-1.000000e+00> : tensor<8x3xbf16>}> : () -> tensor<8x3xbf16>
    %14 = "linalg.max"(%13, %13, %13) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: bf16, %arg2: bf16, %arg3: bf16):
      %43 = "arith.maximumf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%43) : (bf16) -> ()
    }) : (tensor<8x3xbf16>, tensor<8x3xbf16>, tensor<8x3xbf16>) -> tensor<8x3xbf16>
    %15 = "arith.constant"() <{value = dense<-7.500000e+00> : vector<3x8xf64>}> : () -> vector<3x8xf64>
    %16 = "arith.minimumf"(%15, %15) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<3x8xf64>, vector<3x8xf64>) -> vector<3x8xf64>
    %17 = "arith.constant"() <{value = 19 : i32}> : () -> i32
    %18 = "arith.bitcast"(%17) : (i32) -> f32
    %19 = "tensor.empty"() : () -> tensor<2x3x3xf32>
    %20 = "func.constant"() <{value = @ext0}> : () -> ((tensor<2x3x3xf32>, tensor<1xf32>) -> vector<1xf16>)
    %21 = "func.call_indirect"(%20, %19, %1) : ((tensor<2x3x3xf32>, tensor<1xf32>) -> vector<1xf16>, tensor<2x3x3xf32>, tensor<1xf32>) -> vector<1xf16>
    %22 = "arith.constant"() <{value = 36 : index}> : () -> index
    %23 = "arith.constant"() <{value = 2.500000e+00 : f16}> : () -> f16
    %24 = "tensor.from_elements"(%23) : (f16) -> tensor<1xf16>
    %25 = "arith.constant"() <{value = 0 : index}> : () -> index
    %26 = "arith.constant"() <{value = 2 : index}> : () -> index
    "scf.for"(%25, %2, %26) ({
    ^bb0(%arg0: index):
      %40 = "arith.index_castui"(%17) : (i32) -> index
      %41 = "arith.constant"() <{value = dense<3.000000e+00> : vector<3xf32>}> : () -> vector<3xf32>
      %42 = "math.roundeven"(%41) <{fastmath = #arith.fastmath<none>}> : (vector<3xf32>) -> vector<3xf32>
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %27 = "arith.constant"() <{value = true}> : () -> i1
    %28:2 = "scf.if"(%27) ({
      %30 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xindex>
      %31 = "arith.constant"() <{value = 0 : index}> : () -> index
      "memref.store"(%25, %30, %31) : (index, memref<1xindex>, index) -> ()
      %32 = "arith.constant"() <{value = 0 : index}> : () -> index
      %33 = "memref.dim"(%30, %32) : (memref<1xindex>, index) -> index
      %34 = "arith.constant"() <{value = 1.503910e-01 : bf16}> : () -> bf16
      %35 = "arith.constant"() <{value = 0 : index}> : () -> index
      %36 = "arith.constant"() <{value = 2 : index}> : () -> index
      %37 = "tensor.insert"(%34, %13, %35, %36) : (bf16, tensor<8x3xbf16>, index, index) -> tensor<8x3xbf16>
      %38 = "math.expm1"(%0) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32) -> f32
      %39 = "arith.constant"() <{value = 75 : i16}> : () -> i16
      "scf.yield"(%8, %39) : (f32, i16) -> ()
    }, {
      %29 = "arith.constant"() <{value = 0 : i16}> : () -> i16
      "scf.yield"(%18, %29) : (f32, i16) -> ()
    }) : (i1) -> (f32, i16)
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

