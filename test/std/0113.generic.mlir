#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> f16, sym_name = "fn.0", sym_visibility = "public"}> ({
    %25 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x4xf32>
    %26 = "memref.collapse_shape"(%25) <{reassociation = [[0, 1]]}> : (memref<3x4xf32>) -> memref<12xf32>
    %27 = "arith.constant"() <{value = dense<[11, 74, 0, 2147483647, 2147483647, 74, 62, -19]> : vector<8xi32>}> : () -> vector<8xi32>
    %28 = "arith.divsi"(%27, %27) : (vector<8xi32>, vector<8xi32>) -> vector<8xi32>
    %29 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
    %30 = "arith.fptoui"(%29) : (f32) -> i16
    %31 = "arith.constant"() <{value = false}> : () -> i1
    %32 = "arith.select"(%31, %29, %29) : (i1, f32, f32) -> f32
    %33 = "arith.constant"() <{value = dense<4.000000e+02> : tensor<3x4xf32>}> : () -> tensor<3x4xf32>
    %34 = "math.isfinite"(%33) <{fastmath = #arith.fastmath<none>}> : (tensor<3x4xf32>) -> tensor<3x4xi1>
    %35 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %36 = "tensor.empty"() : () -> tensor<3x4xi32>
    %37 = "math.ctlz"(%36) : (tensor<3x4xi32>) -> tensor<3x4xi32>
    %38 = "arith.constant"() <{value = 0 : index}> : () -> index
    %39 = "tensor.dim"(%37, %38) : (tensor<3x4xi32>, index) -> index
    %40 = "func.call"() <{callee = @fn.0}> : () -> f16
    %41 = "arith.constant"() <{value = dense<[[-1, 67, -15, -19], [52, 56, -1, 1], [4611686018427387903, 4611686018427387903, 48, 1]]> : vector<3x4xindex>}> : () -> vector<3x4xindex>
    %42 = "arith.cmpi"(%41, %41) <{predicate = 4 : i64}> : (vector<3x4xindex>, vector<3x4xindex>) -> vector<3x4xi1>
    "func.return"(%40) : (f16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> f16, sym_name = "f1"}> ({
  ^bb0(%arg0: f32):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32>
    %1 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    "memref.store"(%1, %0, %2) : (f32, memref<8xf32>, index) -> ()
    %3 = "tensor.empty"() : () -> tensor<8xf32>
    %4 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6 = "tensor.insert"(%4, %3, %5) : (f32, tensor<8xf32>, index) -> tensor<8xf32>
    %7 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x1xf64>
    %8 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x8xf64>
    %9 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x8xf64>
    "linalg.matmul"(%7, %8, %9) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg5: f64, %arg6: f64, %arg7: f64):
      %23 = "arith.mulf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %24 = "arith.addf"(%arg7, %23) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%24) : (f64) -> ()
    }) : (memref<2x1xf64>, memref<1x8xf64>, memref<2x8xf64>) -> ()
    %10 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %11 = "math.sin"(%10) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 5, 1>}> ({
    ^bb0(%arg3: index, %arg4: index):
      %22 = "func.call"(%4) <{callee = @f1}> : (f32) -> f16
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : () -> ()
    %12 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf16>
    "memref.dealloc"(%12) : (memref<8xf16>) -> ()
    %13 = "arith.constant"() <{value = 69 : i64}> : () -> i64
    %14 = "arith.cmpi"(%13, %13) <{predicate = 8 : i64}> : (i64, i64) -> i1
    "cf.assert"(%14) <{msg = "x must be \22positive\22"}> : (i1) -> ()
    %15 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %16 = "math.ctpop"(%15) : (i32) -> i32
    %17 = "arith.constant"() <{value = dense<-7.500000e+00> : tensor<4x4xf32>}> : () -> tensor<4x4xf32>
    %18 = "arith.constant"() <{value = dense<[-7.500000e+00, 5.000000e-01, 3.000000e+00, 3.000000e+00]> : tensor<4xf32>}> : () -> tensor<4xf32>
    %19 = "linalg.reduce"(%17, %18) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg1: f32, %arg2: f32):
      %21 = "arith.addf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%21) : (f32) -> ()
    }) : (tensor<4x4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %20 = "arith.constant"() <{value = 3.000000e+00 : f16}> : () -> f16
    "func.return"(%20) : (f16) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
}) {test.module_note = "std"} : () -> ()

