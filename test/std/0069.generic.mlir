"builtin.module"() ({
  "func.func"() <{function_type = (bf16) -> memref<8x4xi8>, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "kernel_0"}> ({
  ^bb0(%arg0: bf16):
    %24 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %25 = "arith.bitcast"(%24) : (i32) -> f32
    %26 = "tensor.empty"() : () -> tensor<1xi32>
    %27 = "arith.constant"() <{value = 1 : index}> : () -> index
    %28 = "tensor.extract_slice"(%26, %27) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<1xi32>, index) -> tensor<?xi32>
    %29 = "arith.constant"() <{value = 2 : index}> : () -> index
    %30 = "arith.constant"() <{value = 3 : index}> : () -> index
    %31 = "arith.constant"() <{value = 1 : index}> : () -> index
    %32 = "arith.constant"() <{value = dense<1.000000e+02> : tensor<1xbf16>}> : () -> tensor<1xbf16>
    %33:2 = "scf.for"(%29, %30, %31, %32, %29) ({
    ^bb0(%arg1: index, %arg2: tensor<1xbf16>, %arg3: index):
      %36 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x8xbf16>
      %37 = "arith.constant"() <{value = 1 : index}> : () -> index
      %38 = "memref.subview"(%36, %37) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 1, 2>, static_strides = array<i64: 1, 1>}> : (memref<1x8xbf16>, index) -> memref<1x2xbf16, strided<[8, 1], offset: ?>>
      %39 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %40 = "arith.constant"() <{value = 2 : i32}> : () -> i32
      %41 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %42 = "scf.for"(%39, %40, %41, %arg0) ({
      ^bb0(%arg4: i32, %arg5: bf16):
        %44 = "arith.constant"() <{value = dense<1.000000e+02> : vector<1xf32>}> : () -> vector<1xf32>
        %45 = "math.isnormal"(%44) <{fastmath = #arith.fastmath<none>}> : (vector<1xf32>) -> vector<1xi1>
        %46 = "func.constant"() <{value = @kernel_0}> : () -> ((bf16) -> memref<8x4xi8>)
        %47 = "func.call_indirect"(%46, %arg0) : ((bf16) -> memref<8x4xi8>, bf16) -> memref<8x4xi8>
        %48 = "arith.constant"() <{value = dense<-2.500000e-01> : vector<1xf32>}> : () -> vector<1xf32>
        %49 = "math.rsqrt"(%48) <{fastmath = #arith.fastmath<none>}> : (vector<1xf32>) -> vector<1xf32>
        %50 = "arith.constant"() <{value = 4.000000e+02 : bf16}> : () -> bf16
        "scf.yield"(%50) : (bf16) -> ()
      }) : (i32, i32, i32, bf16) -> bf16
      %43 = "tensor.empty"() : () -> tensor<1xbf16>
      "scf.yield"(%43, %27) : (tensor<1xbf16>, index) -> ()
    }) : (index, index, index, tensor<1xbf16>, index) -> (tensor<1xbf16>, index)
    %34 = "tensor.from_elements"(%arg0) : (bf16) -> tensor<1xbf16>
    %35 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x4xi8>
    "func.return"(%35) : (memref<8x4xi8>) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = () -> f16, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "kernel_1", sym_visibility = "private"}> ({
    %0 = "tensor.empty"() : () -> tensor<8x4xbf16>
    %1 = "tensor.expand_shape"(%0) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 8, 1, 4>}> : (tensor<8x4xbf16>) -> tensor<8x1x4xbf16>
    %2 = "arith.constant"() <{value = 1.503910e-01 : bf16}> : () -> bf16
    %3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6 = "tensor.insert"(%2, %1, %3, %4, %5) : (bf16, tensor<8x1x4xbf16>, index, index, index) -> tensor<8x1x4xbf16>
    %7 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8 = "memref.alloc"(%7) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x4xbf16>
    "memref.copy"(%8, %8) : (memref<?x4xbf16>, memref<?x4xbf16>) -> ()
    %9 = "tensor.empty"() : () -> tensor<1xbf16>
    %10 = "func.call"(%2) <{callee = @kernel_0}> : (bf16) -> memref<8x4xi8>
    %11 = "arith.constant"() <{value = -1.000000e+00 : f64}> : () -> f64
    %12 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
    %13 = "math.fma"(%11, %12, %11) <{fastmath = #arith.fastmath<none>}> : (f64, f64, f64) -> f64
    %14 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %15 = "arith.constant"() <{value = 4 : index}> : () -> index
    %16 = "arith.constant"() <{value = 1 : index}> : () -> index
    "memref.store"(%14, %10, %15, %16) : (i8, memref<8x4xi8>, index, index) -> ()
    %17 = "arith.constant"() <{value = 3 : index}> : () -> index
    %18 = "tensor.empty"(%17) : (index) -> tensor<?x4xi8>
    %19 = "arith.constant"() <{value = 0 : index}> : () -> index
    %20 = "arith.constant"() <{value = 3 : index}> : () -> index
    %21 = "tensor.extract"(%18, %19, %20) : (tensor<?x4xi8>, index, index) -> i8
    %22 = "tensor.splat"(%2) : (bf16) -> tensor<8x4xbf16>
    %23 = "arith.constant"() <{value = 1.000000e+02 : f16}> : () -> f16
    "func.return"(%23) : (f16) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
}) {test.module_note = "std"} : () -> ()

