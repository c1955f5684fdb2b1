"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef}, {}], function_type = (f64, tensor<1x8xf64>) -> (tensor<8x4xi32>, index), res_attrs = [{}, {llvm.noundef}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}], function_type = (f64) -> (memref<1x8xf64>, memref<1x?xf64>), res_attrs = [{}, {llvm.noundef, test.tag = "x"}], sym_name = "fn.0"}> ({
  ^bb0(%arg3: f64):
    %13 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %14 = "arith.minsi"(%13, %13) : (i64, i64) -> i64
    %15 = "arith.constant"() <{value = 45 : index}> : () -> index
    %16 = "arith.cmpi"(%15, %15) <{predicate = 3 : i64}> : (index, index) -> i1
    %17:2 = "scf.if"(%16) ({
      %23 = "arith.ceildivui"(%15, %15) : (index, index) -> index
      %24 = "arith.constant"() <{value = dense<3.000000e+00> : vector<1xf64>}> : () -> vector<1xf64>
      %25 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
      "scf.yield"(%24, %25) : (vector<1xf64>, f32) -> ()
    }, {
      %21 = "arith.constant"() <{value = dense<-7.500000e+00> : vector<1xf64>}> : () -> vector<1xf64>
      %22 = "arith.constant"() <{value = -7.500000e+00 : f32}> : () -> f32
      "scf.yield"(%21, %22) : (vector<1xf64>, f32) -> ()
    }) : (i1) -> (vector<1xf64>, f32)
    %18 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x8xf64>
    %19 = "arith.constant"() <{value = 2 : index}> : () -> index
    %20 = "memref.alloc"(%19) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<1x?xf64>
    "func.return"(%18, %20) : (memref<1x8xf64>, memref<1x?xf64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {llvm.noundef}], function_type = (f64, tensor<8x3x8xi16>, f64) -> memref<4x1xf64>, sym_name = "f1"}> ({
  ^bb0(%arg0: f64, %arg1: tensor<8x3x8xi16>, %arg2: f64):
    %0 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
    %1 = "arith.remf"(%0, %arg2) <{fastmath = #arith.fastmath<arcp>}> : (f64, f64) -> f64
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %2 = "tensor.from_elements"(%0) : (f64) -> tensor<1xf64>
    %3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %4 = "arith.cmpi"(%3, %3) <{predicate = 0 : i64}> : (index, index) -> i1
    %5 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    "cf.cond_br"(%4, %1, %5)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f64, f64) -> ()
  ^bb2(%6: f64):  // 2 preds: ^bb1, ^bb1
    %7 = "arith.constant"() <{value = 11 : i16}> : () -> i16
    %8 = "arith.bitcast"(%7) : (i16) -> f16
    "cf.br"()[^bb3] : () -> ()
  ^bb3:  // pred: ^bb2
    %9 = "arith.constant"() <{value = 35 : i16}> : () -> i16
    %10 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %11 = "arith.cmpi"(%9, %10) <{predicate = 3 : i64}> : (i16, i16) -> i1
    "cf.cond_br"(%11)[^bb4, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:  // 2 preds: ^bb3, ^bb3
    %12 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x1xf64>
    "func.return"(%12) : (memref<4x1xf64>) -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
}) : () -> ()

