"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}], function_type = (memref<3x4xf32>, memref<?x4xi32>) -> memref<4xf32>, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{arg_attrs = [{llvm.signext}, {}, {}, {llvm.noundef}], function_type = (i32, tensor<?x4xf32>, i32, i32) -> memref<3x4xf32>, sym_name = "helper8"}> ({
    ^bb0(%arg13: i32, %arg14: tensor<?x4xf32>, %arg15: i32, %arg16: i32):
      %45 = "arith.constant"() <{value = 1.500000e-01 : f64}> : () -> f64
      %46 = "math.exp"(%45) <{fastmath = #arith.fastmath<fast>}> : (f64) -> f64
      %47 = "arith.constant"() <{value = -7.500000e+00 : f32}> : () -> f32
      "cf.switch"(%arg16, %47, %47, %47, %47, %47)[^bb1, ^bb1, ^bb2] <{case_operand_segments = array<i32: 2, 1>, case_values = dense<[0, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 2, 3>}> : (i32, f32, f32, f32, f32, f32) -> ()
    ^bb1(%48: f32, %49: f32):  // 2 preds: ^bb0, ^bb0
      %50 = "arith.constant"() <{value = -3 : i16}> : () -> i16
      %51 = "arith.sitofp"(%50) : (i16) -> f32
      "cf.switch"(%arg15, %47, %arg13)[^bb2, ^bb3] <{case_operand_segments = array<i32: 1>, case_values = dense<-1> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, f32, i32) -> ()
    ^bb2(%52: f32):  // 2 preds: ^bb0, ^bb1
      %53 = "arith.constant"() <{value = 1 : i8}> : () -> i8
      %54:2 = "arith.addui_extended"(%53, %53) : (i8, i8) -> (i8, i1)
      "cf.br"(%arg15)[^bb3] : (i32) -> ()
    ^bb3(%55: i32):  // 2 preds: ^bb1, ^bb2
      %56 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x4xf32>
      "func.return"(%56) : (memref<3x4xf32>) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {llvm.noundef}, {}], function_type = (memref<3x4xf32>, i32, memref<?x4xf32>, f32) -> tensor<3x4xf32>, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "f0"}> ({
  ^bb0(%arg0: memref<3x4xf32>, %arg1: i32, %arg2: memref<?x4xf32>, %arg3: f32):
    %0 = "arith.constant"() <{value = false}> : () -> i1
    "cf.assert"(%0) <{msg = "bounds check"}> : (i1) -> ()
    %1 = "func.call"(%arg0, %arg1, %arg2, %arg3) <{callee = @f0}> : (memref<3x4xf32>, i32, memref<?x4xf32>, f32) -> tensor<3x4xf32>
    %2 = "arith.cmpi"(%arg1, %arg1) <{predicate = 4 : i64}> : (i32, i32) -> i1
    "cf.assert"(%2) <{msg = ""}> : (i1) -> ()
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 2 : index}> : () -> index
    %5 = "arith.constant"() <{value = 2 : index}> : () -> index
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "arith.constant"() <{value = 4 : index}> : () -> index
    %8 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.parallel"(%3, %6, %4, %7, %5, %8) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg4: index, %arg5: index):
      %9 = "arith.cmpi"(%7, %4) <{predicate = 4 : i64}> : (index, index) -> i1
      %10:2 = "scf.if"(%9) ({
        %35 = "arith.constant"() <{value = dense<-7.500000e+00> : vector<3x4xf32>}> : () -> vector<3x4xf32>
        %36 = "arith.addf"(%35, %35) <{fastmath = #arith.fastmath<none>}> : (vector<3x4xf32>, vector<3x4xf32>) -> vector<3x4xf32>
        %37 = "arith.constant"() <{value = dense<[[0, 1, 19, -16], [-1, 1, 8, -4], [66, 0, 46, 4611686018427387903]]> : vector<3x4xindex>}> : () -> vector<3x4xindex>
        %38 = "arith.constant"() <{value = dense<[[19, 1, 0, 61], [-1, 1, 4611686018427387903, 53], [73, -1, -1, 1]]> : vector<3x4xindex>}> : () -> vector<3x4xindex>
        %39 = "arith.cmpi"(%37, %38) <{predicate = 8 : i64}> : (vector<3x4xindex>, vector<3x4xindex>) -> vector<3x4xi1>
        %40 = "math.exp2"(%arg3) <{fastmath = #arith.fastmath<reassoc,contract>}> : (f32) -> f32
        %41 = "arith.constant"() <{value = 3.000000e+00 : f64}> : () -> f64
        %42 = "arith.fptoui"(%41) : (f64) -> i8
        %43 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
        %44 = "arith.constant"() <{value = 70 : i32}> : () -> i32
        "scf.yield"(%43, %44) : (f32, i32) -> ()
      }, {
        %11 = "tensor.collapse_shape"(%1) <{reassociation = [[0, 1]]}> : (tensor<3x4xf32>) -> tensor<12xf32>
        %12 = "math.sin"(%arg3) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
        %13 = "arith.constant"() <{value = 1 : index}> : () -> index
        %14 = "arith.constant"() <{value = 4 : index}> : () -> index
        %15 = "arith.constant"() <{value = 2 : index}> : () -> index
        %16 = "scf.for"(%13, %14, %15, %arg1) ({
        ^bb0(%arg11: index, %arg12: i32):
          %29 = "arith.constant"() <{value = 1 : index}> : () -> index
          %30 = "arith.constant"() <{value = 3 : index}> : () -> index
          %31 = "arith.constant"() <{value = 1 : index}> : () -> index
          %32 = "memref.subview"(%arg0, %30, %29, %31) <{operandSegmentSizes = array<i32: 1, 1, 0, 2>, static_offsets = array<i64: 1, -9223372036854775808>, static_sizes = array<i64: 2, 1>, static_strides = array<i64: -9223372036854775808, -9223372036854775808>}> : (memref<3x4xf32>, index, index, index) -> memref<2x1xf32, strided<[?, ?], offset: ?>>
          %33 = "arith.constant"() <{value = 1 : index}> : () -> index
          %34 = "tensor.extract_slice"(%1, %33) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 1, -9223372036854775808>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (tensor<3x4xf32>, index) -> tensor<1x1xf32>
          "scf.yield"(%arg12) : (i32) -> ()
        }) : (index, index, index, i32) -> i32
        %17 = "arith.constant"() <{value = 0 : index}> : () -> index
        %18 = "arith.constant"() <{value = 7 : index}> : () -> index
        %19 = "arith.constant"() <{value = 2 : index}> : () -> index
        %20 = "arith.constant"() <{value = 0 : i64}> : () -> i64
        %21 = "arith.constant"() <{value = 1.000000e+02 : f64}> : () -> f64
        %22:2 = "scf.parallel"(%17, %18, %19, %20, %21) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
        ^bb0(%arg6: index):
          %23 = "arith.extsi"(%16) : (i32) -> i64
          %24 = "arith.constant"() <{value = dense<-1.000000e+00> : vector<1x8xf64>}> : () -> vector<1x8xf64>
          %25 = "arith.addf"(%24, %24) <{fastmath = #arith.fastmath<none>}> : (vector<1x8xf64>, vector<1x8xf64>) -> vector<1x8xf64>
          %26 = "memref.collapse_shape"(%arg0) <{reassociation = [[0, 1]]}> : (memref<3x4xf32>) -> memref<12xf32>
          "scf.reduce"(%23, %21) ({
          ^bb0(%arg9: i64, %arg10: i64):
            %28 = "arith.addi"(%arg9, %arg10) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
            "scf.reduce.return"(%28) : (i64) -> ()
          }, {
          ^bb0(%arg7: f64, %arg8: f64):
            %27 = "arith.addf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
            "scf.reduce.return"(%27) : (f64) -> ()
          }) : (i64, f64) -> ()
        }) : (index, index, index, i64, f64) -> (i64, f64)
        "scf.yield"(%arg3, %16) : (f32, i32) -> ()
      }) : (i1) -> (f32, i32)
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    "func.return"(%1) : (tensor<3x4xf32>) -> ()
  }) {ref = @inner::@helper8} : () -> ()
}) {test.module_note = "std"} : () -> ()

