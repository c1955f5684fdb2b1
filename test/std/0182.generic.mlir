#map = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (i16) -> (), sym_name = "compute0"}> ({
  ^bb0(%arg4: i16):
    %20 = "arith.constant"() <{value = 0 : index}> : () -> index
    %21 = "arith.constant"() <{value = 6 : index}> : () -> index
    %22 = "arith.constant"() <{value = 1 : index}> : () -> index
    %23 = "arith.constant"() <{value = 0 : index}> : () -> index
    %24 = "arith.constant"() <{value = 6 : index}> : () -> index
    %25 = "arith.constant"() <{value = 2 : index}> : () -> index
    "scf.parallel"(%20, %23, %21, %24, %22, %25) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg11: index, %arg12: index):
      %41 = "arith.constant"() <{value = false}> : () -> i1
      %42 = "scf.if"(%41) ({
        "func.call"(%arg4) <{callee = @compute0}> : (i16) -> ()
        %45 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
        %46 = "arith.constant"() <{value = -1 : i32}> : () -> i32
        %47 = "math.fpowi"(%45, %46) <{fastmath = #arith.fastmath<fast>}> : (f32, i32) -> f32
        "scf.yield"(%46) : (i32) -> ()
      }, {
        %43 = "arith.shli"(%arg11, %22) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (index, index) -> index
        %44 = "arith.constant"() <{value = -1 : i32}> : () -> i32
        "scf.yield"(%44) : (i32) -> ()
      }) : (i1) -> i32
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    %26 = "arith.constant"() <{value = dense<false> : tensor<3xi1>}> : () -> tensor<3xi1>
    %27 = "arith.extui"(%26) : (tensor<3xi1>) -> tensor<3xi8>
    %28 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x2xi8>
    %29 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x2xi8>
    "linalg.generic"(%28, %29) <{doc = "elementwise", indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: i8, %arg10: i8):
      %40 = "arith.addi"(%arg9, %arg10) <{overflowFlags = #arith.overflow<none>}> : (i8, i8) -> i8
      "linalg.yield"(%40) : (i8) -> ()
    }) : (memref<1x2xi8>, memref<1x2xi8>) -> ()
    %30 = "arith.constant"() <{value = 0 : index}> : () -> index
    %31 = "arith.constant"() <{value = 0 : index}> : () -> index
    %32 = "memref.load"(%28, %30, %31) : (memref<1x2xi8>, index, index) -> i8
    %33 = "tensor.empty"() : () -> tensor<4x4xi32>
    %34:2 = "scf.while"(%33, %23) ({
    ^bb0(%arg7: tensor<4x4xi32>, %arg8: index):
      %36 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %37 = "arith.cmpi"(%36, %36) <{predicate = 1 : i64}> : (i32, i32) -> i1
      %38 = "arith.constant"() <{value = dense<[[-1.000000e+00], [1.000000e+02], [-1.000000e+00], [1.000000e+00]]> : vector<4x1xf16>}> : () -> vector<4x1xf16>
      %39 = "arith.constant"() <{value = 34 : i32}> : () -> i32
      "scf.condition"(%37, %38, %39) : (i1, vector<4x1xf16>, i32) -> ()
    }, {
    ^bb0(%arg5: vector<4x1xf16>, %arg6: i32):
      %35 = "arith.constant"() <{value = 24 : index}> : () -> index
      "scf.yield"(%33, %35) : (tensor<4x4xi32>, index) -> ()
    }) : (tensor<4x4xi32>, index) -> (vector<4x1xf16>, i32)
    "func.return"() : () -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{function_type = (f64) -> (i32, memref<4x4xi32>), sym_name = "f1", sym_visibility = "public"}> ({
  ^bb0(%arg0: f64):
    %0 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %1 = "arith.negf"(%0) <{fastmath = #arith.fastmath<afn>}> : (f64) -> f64
    %2 = "tensor.empty"() : () -> tensor<4x1xi32>
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "tensor.extract_slice"(%2, %3) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 2, 0>, static_sizes = array<i64: 1, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<4x1xi32>, index) -> tensor<1x?xi32>
    %5 = "arith.constant"() <{value = dense<0> : vector<4x3xi32>}> : () -> vector<4x3xi32>
    %6 = "math.ctlz"(%5) : (vector<4x3xi32>) -> vector<4x3xi32>
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %7 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %8 = "arith.uitofp"(%7) : (i64) -> f16
    %9 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xf64>
    %10 = "memref.alloca"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xf64>
    "linalg.div"(%9, %9, %10) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg1: f64, %arg2: f64, %arg3: f64):
      %19 = "arith.divf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%19) : (f64) -> ()
    }) : (memref<3xf64>, memref<3xf64>, memref<3xf64>) -> ()
    %11 = "math.ipowi"(%7, %7) : (i64, i64) -> i64
    %12 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%12, %8, %8)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f16, f16) -> ()
  ^bb2(%13: f16):  // 2 preds: ^bb1, ^bb1
    %14 = "arith.constant"() <{value = dense<[5.000000e-01, 1.000000e+00, 3.000000e+00]> : vector<3xf32>}> : () -> vector<3xf32>
    %15 = "arith.minnumf"(%14, %14) <{fastmath = #arith.fastmath<arcp>}> : (vector<3xf32>, vector<3xf32>) -> vector<3xf32>
    "scf.index_switch"(%3) <{cases = array<i64: 2, 3>}> ({
      "scf.yield"() : () -> ()
    }, {
      %18 = "arith.constant"() <{value = -2.500000e-01 : f16}> : () -> f16
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (index) -> ()
    %16 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %17 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4xi32>
    "func.return"(%16, %17) : (i32, memref<4x4xi32>) -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

