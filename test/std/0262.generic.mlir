"builtin.module"() ({
  "memref.global"() <{initial_value = dense<1> : tensor<4x4xi32>, sym_name = "g0", sym_visibility = "private", type = memref<4x4xi32>}> : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}], function_type = (i8) -> (vector<3x4xi8>, tensor<4x4xindex>), res_attrs = [{}, {test.foo = 1 : i32}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}], function_type = (index) -> tensor<?x4xindex>, sym_name = "ext1", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = (memref<4x4xindex>) -> (), sym_name = "kernel_0", sym_visibility = "public"}> ({
  ^bb0(%arg0: memref<4x4xindex>):
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1 = "arith.constant"() <{value = 3 : index}> : () -> index
    %2 = "memref.load"(%arg0, %0, %1) : (memref<4x4xindex>, index, index) -> index
    %3 = "arith.constant"() <{value = false}> : () -> i1
    %4 = "arith.select"(%3, %2, %1) : (i1, index, index) -> index
    "cf.assert"(%3) <{msg = "x must be \22positive\22"}> : (i1) -> ()
    %5 = "arith.constant"() <{value = 18 : i32}> : () -> i32
    %6:2 = "scf.while"(%5) ({
    ^bb0(%arg6: i32):
      %42 = "memref.get_global"() <{name = @g0}> : () -> memref<4x4xi32>
      %43 = "arith.constant"() <{value = dense<8> : tensor<4x4xi32>}> : () -> tensor<4x4xi32>
      %44 = "tensor.collapse_shape"(%43) <{reassociation = [[0, 1]]}> : (tensor<4x4xi32>) -> tensor<16xi32>
      %45 = "arith.constant"() <{value = 0 : i8}> : () -> i8
      %46 = "arith.cmpi"(%45, %45) <{predicate = 5 : i64}> : (i8, i8) -> i1
      "scf.condition"(%46, %45, %45) : (i1, i8, i8) -> ()
    }, {
    ^bb0(%arg4: i8, %arg5: i8):
      %38 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
      %39 = "math.asin"(%38) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      %40 = "memref.get_global"() <{name = @g0}> : () -> memref<4x4xi32>
      %41 = "memref.collapse_shape"(%40) <{reassociation = [[0, 1]]}> : (memref<4x4xi32>) -> memref<16xi32>
      "scf.yield"(%5) : (i32) -> ()
    }) : (i32) -> (i8, i8)
    %7 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
    %8 = "arith.negf"(%7) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %9 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %10 = "arith.cmpi"(%9, %9) <{predicate = 6 : i64}> : (i64, i64) -> i1
    "cf.cond_br"(%10, %6#0, %6#1, %6#0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (i1, i8, i8, i8) -> ()
  ^bb1(%11: i8, %12: i8):  // pred: ^bb0
    %13 = "arith.constant"() <{value = dense<4.000000e+02> : vector<1xf32>}> : () -> vector<1xf32>
    %14 = "math.fma"(%13, %13, %13) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<1xf32>, vector<1xf32>, vector<1xf32>) -> vector<1xf32>
    %15 = "arith.constant"() <{value = 2 : index}> : () -> index
    %16 = "arith.constant"() <{value = 0 : index}> : () -> index
    %17 = "memref.load"(%arg0, %15, %16) : (memref<4x4xindex>, index, index) -> index
    %18 = "arith.constant"() <{value = 69 : i16}> : () -> i16
    %19 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %20 = "arith.cmpi"(%18, %19) <{predicate = 6 : i64}> : (i16, i16) -> i1
    "cf.assert"(%20) <{msg = "bounds check"}> : (i1) -> ()
    %21 = "tensor.empty"() : () -> tensor<8x4xindex>
    %22 = "arith.constant"() <{value = 1 : index}> : () -> index
    %23 = "tensor.extract_slice"(%21, %22) <{operandSegmentSizes = array<i32: 1, 0, 0, 1>, static_offsets = array<i64: 7, 3>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: -9223372036854775808, 1>}> : (tensor<8x4xindex>, index) -> tensor<1x1xindex>
    %24 = "memref.get_global"() <{name = @g0}> : () -> memref<4x4xi32>
    %25 = "arith.cmpi"(%11, %11) <{predicate = 3 : i64}> : (i8, i8) -> i1
    %26 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    "cf.cond_br"(%25, %11, %26)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i8, i8) -> ()
  ^bb2(%27: i8):  // 3 preds: ^bb0, ^bb1, ^bb1
    %28:2 = "arith.mului_extended"(%6#0, %6#0) : (i8, i8) -> (i8, i8)
    %29 = "arith.remui"(%0, %1) : (index, index) -> index
    %30 = "scf.while"(%2) ({
    ^bb0(%arg2: index):
      %32 = "arith.constant"() <{value = 0 : index}> : () -> index
      %33 = "arith.constant"() <{value = 1 : index}> : () -> index
      %34 = "arith.constant"() <{value = 2 : index}> : () -> index
      "scf.parallel"(%32, %33, %34) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
      ^bb0(%arg3: index):
        %35 = "arith.constant"() <{value = 0 : index}> : () -> index
        %36 = "arith.constant"() <{value = 2 : index}> : () -> index
        %37 = "memref.load"(%arg0, %35, %36) : (memref<4x4xindex>, index, index) -> index
        "scf.reduce"() : () -> ()
      }) : (index, index, index) -> ()
      "scf.condition"(%3, %34) : (i1, index) -> ()
    }, {
    ^bb0(%arg1: index):
      "scf.yield"(%1) : (index) -> ()
    }) : (index) -> index
    %31 = "arith.cmpi"(%5, %5) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%31)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb3:  // 2 preds: ^bb2, ^bb2
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

