#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (i64) -> memref<4x?xf64>, res_attrs = [{test.foo = 1 : i32}], sym_name = "f0"}> ({
  ^bb0(%arg0: i64):
    %0 = "arith.constant"() <{value = 6 : index}> : () -> index
    %1 = "tensor.empty"(%0) : (index) -> tensor<?xf64>
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "tensor.extract"(%1, %2) : (tensor<?xf64>, index) -> f64
    %4 = "arith.constant"() <{value = 11 : i32}> : () -> i32
    %5 = "scf.while"(%4) ({
    ^bb0(%arg8: i32):
      %29 = "arith.constant"() <{value = dense<[5.000000e-01, 1.000000e+00, 1.000000e+02, 1.500240e-01]> : vector<4xf16>}> : () -> vector<4xf16>
      %30 = "arith.negf"(%29) <{fastmath = #arith.fastmath<fast>}> : (vector<4xf16>) -> vector<4xf16>
      %31 = "arith.constant"() <{value = dense<[[0, -1, 1, -1], [1, 39, 0, 4611686018427387903], [-1, 0, -1, -1], [1, 1, 79, -14]]> : vector<4x4xi64>}> : () -> vector<4x4xi64>
      %32 = "arith.cmpi"(%31, %31) <{predicate = 5 : i64}> : (vector<4x4xi64>, vector<4x4xi64>) -> vector<4x4xi1>
      %33 = "arith.constant"() <{value = false}> : () -> i1
      %34 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
      "scf.condition"(%33, %34) : (i1, i32) -> ()
    }, {
    ^bb0(%arg7: i32):
      %25 = "arith.constant"() <{value = true}> : () -> i1
      %26 = "tensor.empty"() : () -> tensor<8x2xbf16>
      %27 = "tensor.empty"() : () -> tensor<8x2xbf16>
      %28 = "arith.select"(%25, %26, %27) : (i1, tensor<8x2xbf16>, tensor<8x2xbf16>) -> tensor<8x2xbf16>
      "scf.yield"(%4) : (i32) -> ()
    }) : (i32) -> i32
    %6 = "arith.constant"() <{value = dense<1.500000e-01> : vector<8x4x1xf64>}> : () -> vector<8x4x1xf64>
    %7 = "math.acos"(%6) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (vector<8x4x1xf64>) -> vector<8x4x1xf64>
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %8 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %9 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    "scf.for"(%8, %arg0, %9) ({
    ^bb0(%arg1: i64):
      %18 = "arith.remui"(%5, %4) : (i32, i32) -> i32
      %19 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x1xi32>
      %20 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x4xi32>
      "linalg.transpose"(%19, %20) <{permutation = array<i64: 1, 0>}> ({
      ^bb0(%arg5: i32, %arg6: i32):
        "linalg.yield"(%arg5) : (i32) -> ()
      }) : (memref<4x1xi32>, memref<1x4xi32>) -> ()
      %21 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x1xi64>
      %22 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x1xi64>
      "linalg.matmul"(%21, %22, %21) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg2: i64, %arg3: i64, %arg4: i64):
        %23 = "arith.muli"(%arg2, %arg3) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
        %24 = "arith.addi"(%arg4, %23) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
        "linalg.yield"(%24) : (i64) -> ()
      }) : (memref<3x1xi64>, memref<1x1xi64>, memref<3x1xi64>) -> ()
      "scf.yield"() : () -> ()
    }) : (i64, i64, i64) -> ()
    %10 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %11 = "math.absi"(%10) : (i8) -> i8
    %12 = "arith.constant"() <{value = false}> : () -> i1
    %13 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    "cf.cond_br"(%12, %13, %3, %13, %3)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, i16, f64, i16, f64) -> ()
  ^bb2(%14: i16, %15: f64):  // 2 preds: ^bb1, ^bb1
    %16 = "arith.constant"() <{value = 7 : index}> : () -> index
    %17 = "memref.alloc"(%16) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<4x?xf64>
    "func.return"(%17) : (memref<4x?xf64>) -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

