#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {llvm.noundef}, {}, {llvm.noundef, test.tag = "x"}], function_type = (memref<2x1xindex>, memref<4xi8>, vector<8xindex>, tensor<4xindex>) -> i64, sym_name = "helper4"}> ({
    ^bb0(%arg11: memref<2x1xindex>, %arg12: memref<4xi8>, %arg13: vector<8xindex>, %arg14: tensor<4xindex>):
      %38 = "arith.constant"() <{value = dense<0> : tensor<4x8xi16>}> : () -> tensor<4x8xi16>
      %39 = "arith.constant"() <{value = dense<32767> : tensor<8x3xi16>}> : () -> tensor<8x3xi16>
      %40 = "arith.constant"() <{value = dense<32767> : tensor<4x3xi16>}> : () -> tensor<4x3xi16>
      %41 = "linalg.matmul"(%38, %39, %40) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg15: i16, %arg16: i16, %arg17: i16):
        %45 = "arith.muli"(%arg15, %arg16) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
        %46 = "arith.addi"(%arg17, %45) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
        "linalg.yield"(%46) : (i16) -> ()
      }) : (tensor<4x8xi16>, tensor<8x3xi16>, tensor<4x3xi16>) -> tensor<4x3xi16>
      %42 = "tensor.empty"() : () -> tensor<8xbf16>
      %43 = "tensor.cast"(%42) : (tensor<8xbf16>) -> tensor<?xbf16>
      %44 = "func.call"(%arg11, %arg12, %arg13, %arg14) <{callee = @helper4}> : (memref<2x1xindex>, memref<4xi8>, vector<8xindex>, tensor<4xindex>) -> i64
      "func.return"(%44) : (i64) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}], function_type = (tensor<8xindex>) -> index, sym_name = "f0", sym_visibility = "private"}> ({
  ^bb0(%arg7: tensor<8xindex>):
    %18 = "arith.constant"() <{value = 1 : index}> : () -> index
    %19 = "arith.constant"() <{value = 1 : index}> : () -> index
    %20 = "arith.constant"() <{value = 1.000000e+02 : bf16}> : () -> bf16
    %21:2 = "scf.for"(%18, %18, %19, %19, %20) ({
    ^bb0(%arg8: index, %arg9: index, %arg10: bf16):
      %32 = "arith.constant"() <{value = true}> : () -> i1
      %33 = "arith.minui"(%32, %32) : (i1, i1) -> i1
      %34 = "arith.constant"() <{value = 0 : i16}> : () -> i16
      %35 = "math.ctlz"(%34) : (i16) -> i16
      %36 = "arith.constant"() <{value = 0 : index}> : () -> index
      %37 = "arith.constant"() <{value = 2.500000e+00 : bf16}> : () -> bf16
      "scf.yield"(%36, %37) : (index, bf16) -> ()
    }) : (index, index, index, index, bf16) -> (index, bf16)
    %22 = "arith.cmpi"(%18, %18) <{predicate = 5 : i64}> : (index, index) -> i1
    %23 = "scf.if"(%22) ({
      %25 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
      %26 = "math.floor"(%25) <{fastmath = #arith.fastmath<afn>}> : (f64) -> f64
      %27 = "arith.constant"() <{value = 41 : i8}> : () -> i8
      %28 = "arith.xori"(%27, %27) : (i8, i8) -> i8
      %29 = "arith.constant"() <{value = dense<4> : vector<8xi32>}> : () -> vector<8xi32>
      %30 = "arith.subi"(%29, %29) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (vector<8xi32>, vector<8xi32>) -> vector<8xi32>
      %31 = "tensor.empty"() : () -> tensor<8xi64>
      "scf.yield"(%31) : (tensor<8xi64>) -> ()
    }, {
      %24 = "arith.constant"() <{value = dense<67> : tensor<8xi64>}> : () -> tensor<8xi64>
      "scf.yield"(%24) : (tensor<8xi64>) -> ()
    }) : (i1) -> tensor<8xi64>
    "func.return"(%19) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, f16) -> (memref<8xindex>, bf16, tensor<3xindex>), sym_name = "fn.1", sym_visibility = "public"}> ({
  ^bb0(%arg0: index, %arg1: f16):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xindex>
    %1 = "memref.reinterpret_cast"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 3>, static_strides = array<i64: 1>}> : (memref<3xindex>) -> memref<3xindex, strided<[1]>>
    %2 = "tensor.empty"() : () -> tensor<3xi64>
    %3 = "tensor.empty"() : () -> tensor<3xi64>
    %4 = "linalg.mul"(%2, %3, %2) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg4: i64, %arg5: i64, %arg6: i64):
      %17 = "arith.muli"(%arg4, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%17) : (i64) -> ()
    }) : (tensor<3xi64>, tensor<3xi64>, tensor<3xi64>) -> tensor<3xi64>
    %5 = "arith.constant"() <{value = dense<[-1, 43, 4611686018427387903, 0, -1, 48, 4611686018427387903, 4611686018427387903]> : tensor<8xindex>}> : () -> tensor<8xindex>
    %6 = "func.call"(%5) <{callee = @f0}> : (tensor<8xindex>) -> index
    %7 = "tensor.empty"() : () -> tensor<8xindex>
    %8 = "tensor.empty"() : () -> tensor<3xi32>
    %9 = "arith.ceildivui"(%8, %8) : (tensor<3xi32>, tensor<3xi32>) -> tensor<3xi32>
    %10 = "arith.constant"() <{value = -16 : index}> : () -> index
    %11 = "arith.constant"() <{value = 1 : index}> : () -> index
    "memref.store"(%10, %0, %11) : (index, memref<3xindex>, index) -> ()
    %12 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %13 = "linalg.fill"(%12, %8) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: i32, %arg3: i32):
      "linalg.yield"(%arg2) : (i32) -> ()
    }) : (i32, tensor<3xi32>) -> tensor<3xi32>
    %14 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xindex>
    %15 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %16 = "arith.constant"() <{value = dense<[-11, 0, 26]> : tensor<3xindex>}> : () -> tensor<3xindex>
    "func.return"(%14, %15, %16) : (memref<8xindex>, bf16, tensor<3xindex>) -> ()
  }) {ref = @inner::@helper4} : () -> ()
}) : () -> ()

