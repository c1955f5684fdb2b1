#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  "memref.global"() <{constant, initial_value = dense<3.000000e+00> : tensor<1xf32>, sym_name = "g0", sym_visibility = "private", type = memref<1xf32>}> : () -> ()
  "func.func"() <{function_type = () -> f32, sym_name = "ext0", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = (f64) -> (i32, tensor<1xf32>), sym_name = "ext1", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}, {llvm.noundef}], function_type = (i32, tensor<1xi32>) -> (memref<4xf32>, f32), res_attrs = [{}, {llvm.noundef}], sym_name = "compute0"}> ({
  ^bb0(%arg0: i32, %arg1: tensor<1xi32>):
    %0 = "arith.constant"() <{value = 7 : index}> : () -> index
    %1 = "scf.index_switch"(%0) <{cases = array<i64: 1, 2, 5>}> ({
      %39 = "arith.constant"() <{value = 6 : index}> : () -> index
      %40 = "arith.constant"() <{value = 4 : index}> : () -> index
      %41 = "memref.alloc"(%39, %40) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xf32, #map>
      %42 = "arith.constant"() <{value = 1 : i64}> : () -> i64
      %43 = "arith.cmpi"(%42, %42) <{predicate = 4 : i64}> : (i64, i64) -> i1
      %44 = "arith.constant"() <{value = 1 : i16}> : () -> i16
      %45 = "arith.minui"(%44, %44) : (i16, i16) -> i16
      %46 = "arith.constant"() <{value = false}> : () -> i1
      %47 = "arith.cmpi"(%46, %43) <{predicate = 8 : i64}> : (i1, i1) -> i1
      "scf.yield"(%arg0) : (i32) -> ()
    }, {
      %15 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
      %16 = "math.fpowi"(%15, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
      %17 = "arith.constant"() <{value = false}> : () -> i1
      %18 = "scf.if"(%17) ({
        %27 = "memref.get_global"() <{name = @g0}> : () -> memref<1xf32>
        %28 = "arith.cmpi"(%arg0, %arg0) <{predicate = 9 : i64}> : (i32, i32) -> i1
        %29 = "scf.if"(%28) ({
          %34 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
          %35 = "tensor.from_elements"(%16, %34) : (f32, f32) -> tensor<2x1xf32>
          %36 = "arith.constant"() <{value = 0 : index}> : () -> index
          %37 = "memref.dim"(%27, %36) : (memref<1xf32>, index) -> index
          %38 = "arith.constant"() <{value = dense<[0.000000e+00, -7.500000e+00, 1.000000e+00]> : vector<3xf64>}> : () -> vector<3xf64>
          "scf.yield"(%38) : (vector<3xf64>) -> ()
        }, {
          %30 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xf32>
          %31 = "arith.constant"() <{value = 0 : index}> : () -> index
          %32 = "memref.load"(%30, %31) : (memref<3xf32>, index) -> f32
          %33 = "arith.constant"() <{value = dense<[4.000000e+02, -1.000000e+00, 3.000000e+00]> : vector<3xf64>}> : () -> vector<3xf64>
          "scf.yield"(%33) : (vector<3xf64>) -> ()
        }) : (i1) -> vector<3xf64>
        "scf.yield"(%0) : (index) -> ()
      }, {
        %21 = "arith.constant"() <{value = -1 : i8}> : () -> i8
        %22 = "arith.index_cast"(%21) : (i8) -> index
        %23 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x4xf16>
        %24 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xf16>
        "linalg.generic"(%23, %24) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
        ^bb0(%arg4: f16, %arg5: f16):
          %25 = "arith.addf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f16, f16) -> f16
          %26 = "math.absf"(%25) <{fastmath = #arith.fastmath<none>}> : (f16) -> f16
          "linalg.yield"(%26) : (f16) -> ()
        }) : (memref<3x4xf16>, memref<3xf16>) -> ()
        "scf.yield"(%0) : (index) -> ()
      }) : (i1) -> index
      %19 = "arith.constant"() <{value = 1 : i8}> : () -> i8
      %20 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi8>
      "linalg.fill"(%19, %20) <{operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg2: i8, %arg3: i8):
        "linalg.yield"(%arg2) : (i8) -> ()
      }) : (i8, memref<1xi8>) -> ()
      "scf.yield"(%arg0) : (i32) -> ()
    }, {
      %13 = "arith.constant"() <{value = false}> : () -> i1
      "cf.assert"(%13) <{msg = ""}> : (i1) -> ()
      %14 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      "scf.yield"(%14) : (i32) -> ()
    }, {
      %6 = "math.ctpop"(%arg0) : (i32) -> i32
      %7 = "arith.constant"() <{value = 2 : index}> : () -> index
      %8 = "arith.constant"() <{value = 7 : index}> : () -> index
      %9 = "memref.alloc"(%7, %8) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xf32, #map>
      %10 = "tensor.expand_shape"(%arg1) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 1>}> : (tensor<1xi32>) -> tensor<1x1xi32>
      %11 = "func.call"() <{callee = @ext0}> : () -> f32
      %12 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      "scf.yield"(%12) : (i32) -> ()
    }) : (index) -> i32
    %2 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%2, %arg0)[^bb3, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
  ^bb1(%3: i32):  // pred: ^bb0
    "cf.cond_br"(%2)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb1
    "cf.br"()[^bb3] : () -> ()
  ^bb3:  // 2 preds: ^bb0, ^bb2
    %4 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
    %5 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    "func.return"(%4, %5) : (memref<4xf32>, f32) -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
}) {test.module_note = "std"} : () -> ()

