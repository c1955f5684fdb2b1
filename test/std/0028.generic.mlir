#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (vector<4xf32>) -> memref<8x8xf64>, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (f32, f32, f64) -> (f64, memref<3x4x?xf32>), sym_name = "kernel_0", sym_visibility = "public"}> ({
  ^bb0(%arg0: f32, %arg1: f32, %arg2: f64):
    %0 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %1 = "math.ctpop"(%0) : (i16) -> i16
    %2 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
    %3 = "arith.index_cast"(%2) : (index) -> i32
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "arith.floordivsi"(%4, %2) : (index, index) -> index
    %6 = "arith.constant"() <{value = true}> : () -> i1
    "scf.if"(%6) ({
      "cf.assert"(%6) <{msg = "x must be \22positive\22"}> : (i1) -> ()
      "scf.yield"() : () -> ()
    }, {
      %40:2 = "arith.addui_extended"(%1, %1) : (i16, i16) -> (i16, i1)
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %7 = "arith.cmpf"(%arg1, %arg1) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (f32, f32) -> i1
    %8 = "arith.constant"() <{value = 8 : index}> : () -> index
    %9 = "memref.alloc"(%8) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf64>
    "memref.dealloc"(%9) : (memref<?xf64>) -> ()
    %10 = "arith.cmpi"(%8, %5) <{predicate = 9 : i64}> : (index, index) -> i1
    "cf.cond_br"(%10, %arg0, %arg0, %arg2)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (i1, f32, f32, f64) -> ()
  ^bb1(%11: f64):  // pred: ^bb0
    %12 = "arith.sitofp"(%1) : (i16) -> f64
    %13 = "arith.constant"() <{value = dense<[[-2.500000e-01, -1.000000e+00, 4.000000e+02, 0.000000e+00], [-1.000000e+00, 5.000000e-01, 1.000000e+02, -7.500000e+00], [-1.000000e+00, 2.500000e+00, 4.000000e+02, -1.000000e+00]]> : tensor<3x4xf32>}> : () -> tensor<3x4xf32>
    %14 = "tensor.empty"() : () -> tensor<4x3xf32>
    %15 = "arith.constant"() <{value = dense<[[1.000000e+00, 1.500000e-01, 1.000000e+00], [5.000000e-01, -2.500000e-01, 1.000000e+00], [-2.500000e-01, 3.000000e+00, -2.500000e-01]]> : tensor<3x3xf32>}> : () -> tensor<3x3xf32>
    %16 = "linalg.matmul"(%13, %14, %15) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg6: f32, %arg7: f32, %arg8: f32):
      %38 = "arith.mulf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %39 = "arith.addf"(%arg8, %38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%39) : (f32) -> ()
    }) : (tensor<3x4xf32>, tensor<4x3xf32>, tensor<3x3xf32>) -> tensor<3x3xf32>
    %17 = "arith.negf"(%arg1) <{fastmath = #arith.fastmath<reassoc,contract>}> : (f32) -> f32
    %18 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x3xbf16>
    "linalg.transpose"(%18, %18) <{permutation = array<i64: 0, 1>}> ({
    ^bb0(%arg4: bf16, %arg5: bf16):
      "linalg.yield"(%arg4) : (bf16) -> ()
    }) : (memref<4x3xbf16>, memref<4x3xbf16>) -> ()
    %19 = "tensor.empty"() : () -> tensor<8x8xindex>
    %20 = "tensor.empty"() : () -> tensor<8x8xindex>
    %21 = "arith.cmpi"(%19, %20) <{predicate = 4 : i64}> : (tensor<8x8xindex>, tensor<8x8xindex>) -> tensor<8x8xi1>
    %22 = "arith.constant"() <{value = 4 : index}> : () -> index
    %23 = "tensor.empty"(%22) : (index) -> tensor<?xf64>
    %24 = "arith.minnumf"(%23, %23) <{fastmath = #arith.fastmath<none>}> : (tensor<?xf64>, tensor<?xf64>) -> tensor<?xf64>
    "cf.cond_br"(%7, %arg0, %17, %17, %17)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, f32, f32, f32, f32) -> ()
  ^bb2(%25: f32, %26: f32):  // 3 preds: ^bb0, ^bb1, ^bb1
    %27 = "arith.cmpf"(%arg0, %25) <{fastmath = #arith.fastmath<reassoc,contract>, predicate = 2 : i64}> : (f32, f32) -> i1
    %28 = "arith.constant"() <{value = 2 : index}> : () -> index
    %29 = "arith.constant"() <{value = 2 : index}> : () -> index
    %30 = "arith.constant"() <{value = 2 : index}> : () -> index
    "scf.for"(%28, %29, %30) ({
    ^bb0(%arg3: index):
      %33 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      "cf.assert"(%27) <{msg = "x must be \22positive\22"}> : (i1) -> ()
      %34 = "arith.constant"() <{value = dense<1> : tensor<4xi16>}> : () -> tensor<4xi16>
      %35 = "math.ipowi"(%34, %34) : (tensor<4xi16>, tensor<4xi16>) -> tensor<4xi16>
      %36 = "arith.constant"() <{value = dense<1> : vector<8x8xi32>}> : () -> vector<8x8xi32>
      %37:2 = "arith.mului_extended"(%36, %36) : (vector<8x8xi32>, vector<8x8xi32>) -> (vector<8x8xi32>, vector<8x8xi32>)
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %31 = "arith.constant"() <{value = 5 : index}> : () -> index
    %32 = "memref.alloca"(%31) <{alignment = 16 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<3x4x?xf32>
    "func.return"(%arg2, %32) : (f64, memref<3x4x?xf32>) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
}) : () -> ()

