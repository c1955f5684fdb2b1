#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}], function_type = (memref<?x1xbf16>, f16) -> (index, f16), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (memref<2x1xf16>) -> (index, memref<8x1xindex>), sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (vector<8x1xf64>, index, vector<8x1xindex>, vector<2x1xf16>) -> (bf16, index), sym_name = "fn.0"}> ({
  ^bb0(%arg0: vector<8x1xf64>, %arg1: index, %arg2: vector<8x1xindex>, %arg3: vector<2x1xf16>):
    %0 = "tensor.empty"() : () -> tensor<8x3xf16>
    %1 = "tensor.extract_slice"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 6, 2>, static_sizes = array<i64: 2, 1>, static_strides = array<i64: 1, 1>}> : (tensor<8x3xf16>) -> tensor<2x1xf16>
    %2 = "arith.constant"() <{value = 8 : index}> : () -> index
    %3 = "tensor.empty"(%2) : (index) -> tensor<?x1xf64>
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "arith.constant"() <{value = 4 : index}> : () -> index
    %6 = "arith.constant"() <{value = 2 : index}> : () -> index
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "arith.constant"() <{value = 1 : index}> : () -> index
    %9 = "arith.constant"() <{value = 1 : index}> : () -> index
    %10 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %11 = "scf.parallel"(%4, %7, %5, %8, %6, %9, %10) <{operandSegmentSizes = array<i32: 2, 2, 2, 1>}> ({
    ^bb0(%arg8: index, %arg9: index):
      %38 = "arith.constant"() <{value = dense<[[0.000000e+00], [1.000000e+00]]> : vector<2x1xf32>}> : () -> vector<2x1xf32>
      %39 = "arith.subf"(%38, %38) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (vector<2x1xf32>, vector<2x1xf32>) -> vector<2x1xf32>
      %40 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x1xf16>
      %41:2 = "func.call"(%40) <{callee = @ext1}> : (memref<2x1xf16>) -> (index, memref<8x1xindex>)
      "scf.reduce"(%10) ({
      ^bb0(%arg10: i32, %arg11: i32):
        %42 = "arith.muli"(%arg10, %arg11) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
        "scf.reduce.return"(%42) : (i32) -> ()
      }) : (i32) -> ()
    }) : (index, index, index, index, index, index, i32) -> i32
    %12 = "arith.constant"() <{value = false}> : () -> i1
    %13 = "arith.constant"() <{value = -7.500000e+00 : f16}> : () -> f16
    %14 = "arith.select"(%12, %13, %13) : (i1, f16, f16) -> f16
    %15 = "arith.constant"() <{value = dense<1> : vector<2x1xi16>}> : () -> vector<2x1xi16>
    %16 = "math.ipowi"(%15, %15) : (vector<2x1xi16>, vector<2x1xi16>) -> vector<2x1xi16>
    %17 = "arith.constant"() <{value = 1.503910e-01 : bf16}> : () -> bf16
    %18 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xbf16>
    "linalg.fill"(%17, %18) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg6: bf16, %arg7: bf16):
      "linalg.yield"(%arg6) : (bf16) -> ()
    }) : (bf16, memref<4xbf16>) -> ()
    %19 = "arith.constant"() <{value = 1 : index}> : () -> index
    %20 = "arith.constant"() <{value = dense<-2.500000e-01> : tensor<1x1xf16>}> : () -> tensor<1x1xf16>
    %21 = "tensor.insert_slice"(%20, %1, %19) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (tensor<1x1xf16>, tensor<2x1xf16>, index) -> tensor<2x1xf16>
    %22 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x1xi8>
    "linalg.generic"(%22, %22) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg4: i8, %arg5: i8):
      %37 = "arith.addi"(%arg4, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
      "linalg.yield"(%37) : (i8) -> ()
    }) : (memref<2x1xi8>, memref<2x1xi8>) -> ()
    %23 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
    %24 = "arith.constant"() <{value = 0 : index}> : () -> index
    %25 = "memref.view"(%23, %24) : (memref<2048xi8>, index) -> memref<4x8xf64>
    %26:2 = "arith.mului_extended"(%10, %10) : (i32, i32) -> (i32, i32)
    %27 = "arith.constant"() <{value = 0 : index}> : () -> index
    %28 = "arith.constant"() <{value = 0 : index}> : () -> index
    %29 = "tensor.extract"(%20, %27, %28) : (tensor<1x1xf16>, index, index) -> f16
    %30 = "arith.divf"(%17, %17) <{fastmath = #arith.fastmath<fast>}> : (bf16, bf16) -> bf16
    %31 = "arith.constant"() <{value = 6 : index}> : () -> index
    %32 = "tensor.empty"(%31) : (index) -> tensor<?x1xf16>
    %33 = "arith.constant"() <{value = -2.500000e-01 : f16}> : () -> f16
    %34 = "arith.constant"() <{value = 0 : index}> : () -> index
    %35 = "arith.constant"() <{value = 0 : index}> : () -> index
    %36 = "tensor.insert"(%33, %32, %34, %35) : (f16, tensor<?x1xf16>, index, index) -> tensor<?x1xf16>
    "func.return"(%30, %24) : (bf16, index) -> ()
  }) : () -> ()
}) : () -> ()

