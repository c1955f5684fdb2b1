"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xi32>, f64) -> f64, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}, {}], function_type = (memref<1x4xf64>, tensor<4xi8>, vector<1x4xi64>) -> f32, res_attrs = [{test.foo = 1 : i32}], sym_name = "fn.0", sym_visibility = "private"}> ({
  ^bb0(%arg0: memref<1x4xf64>, %arg1: tensor<4xi8>, %arg2: vector<1x4xi64>):
    %0 = "memref.reinterpret_cast"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 2, 1>}> : (memref<1x4xf64>) -> memref<2x2xf64, strided<[2, 1]>>
    %1 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %2 = "arith.cmpi"(%1, %1) <{predicate = 8 : i64}> : (i64, i64) -> i1
    %3 = "arith.constant"() <{value = -1.000000e+00 : f64}> : () -> f64
    "cf.cond_br"(%2, %3, %3)[^bb3, ^bb1] <{operandSegmentSizes = array<i32: 1, 2, 0>}> : (i1, f64, f64) -> ()
  ^bb1:  // pred: ^bb0
    %4 = "arith.select"(%2, %3, %3) : (i1, f64, f64) -> f64
    "cf.br"(%1)[^bb2] : (i64) -> ()
  ^bb2(%5: i64):  // pred: ^bb1
    %6 = "arith.constant"() <{value = 5.000000e-01 : bf16}> : () -> bf16
    %7 = "arith.cmpf"(%6, %6) <{fastmath = #arith.fastmath<fast>, predicate = 15 : i64}> : (bf16, bf16) -> i1
    %8 = "arith.constant"() <{value = 3.000000e+00 : f64}> : () -> f64
    %9 = "arith.constant"() <{value = 4.000000e+02 : f64}> : () -> f64
    "cf.br"(%8, %9)[^bb3] : (f64, f64) -> ()
  ^bb3(%10: f64, %11: f64):  // 2 preds: ^bb0, ^bb2
    %12 = "arith.constant"() <{value = 2 : index}> : () -> index
    %13 = "arith.constant"() <{value = 2 : index}> : () -> index
    %14 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %15 = "scf.for"(%12, %12, %13, %14) ({
    ^bb0(%arg3: index, %arg4: i8):
      %17 = "arith.constant"() <{value = 1 : index}> : () -> index
      %18 = "arith.constant"() <{value = 0 : index}> : () -> index
      %19 = "memref.load"(%0, %17, %18) : (memref<2x2xf64, strided<[2, 1]>>, index, index) -> f64
      %20 = "arith.constant"() <{value = -1 : i8}> : () -> i8
      "scf.yield"(%20) : (i8) -> ()
    }) : (index, index, index, i8) -> i8
    %16 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    "func.return"(%16) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

