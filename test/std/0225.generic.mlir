"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}], function_type = (f64, memref<1xindex>) -> f64, sym_name = "ext0", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}], function_type = (f64, memref<4xf64>) -> tensor<1xf64>, sym_name = "helper1", sym_visibility = "public"}> ({
    ^bb0(%arg7: f64, %arg8: memref<4xf64>):
      %41 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %42 = "arith.cmpi"(%41, %41) <{predicate = 8 : i64}> : (i32, i32) -> i1
      "scf.if"(%42) ({
        %50 = "arith.constant"() <{value = dense<1.500240e-01> : vector<8x8x8xf16>}> : () -> vector<8x8x8xf16>
        %51 = "arith.constant"() <{value = dense<0.000000e+00> : vector<8x8x8xf16>}> : () -> vector<8x8x8xf16>
        %52 = "arith.cmpf"(%50, %51) <{fastmath = #arith.fastmath<none>, predicate = 11 : i64}> : (vector<8x8x8xf16>, vector<8x8x8xf16>) -> vector<8x8x8xi1>
        %53 = "arith.constant"() <{value = dense<1.000000e+02> : vector<1xf64>}> : () -> vector<1xf64>
        %54 = "arith.remf"(%53, %53) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (vector<1xf64>, vector<1xf64>) -> vector<1xf64>
        "scf.yield"() : () -> ()
      }, {
      }) : (i1) -> ()
      %43 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %44 = "arith.constant"() <{value = -1 : i64}> : () -> i64
      "cf.switch"(%43, %44, %44, %44, %44, %44)[^bb1, ^bb2, ^bb2] <{case_operand_segments = array<i32: 2, 2>, case_values = dense<[3, 6]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 4>}> : (i32, i64, i64, i64, i64, i64) -> ()
    ^bb1(%45: i64):  // pred: ^bb0
      %46 = "arith.constant"() <{value = 0 : i64}> : () -> i64
      "cf.switch"(%41, %45, %46, %46, %44)[^bb2, ^bb2] <{case_operand_segments = array<i32: 2>, case_values = dense<0> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 2, 2>}> : (i32, i64, i64, i64, i64) -> ()
    ^bb2(%47: i64, %48: i64):  // 4 preds: ^bb0, ^bb0, ^bb1, ^bb1
      %49 = "tensor.empty"() : () -> tensor<1xf64>
      "func.return"(%49) : (tensor<1xf64>) -> ()
    }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8x8x8xi64>, f64) -> (index, vector<8x8x8xi64>), res_attrs = [{}, {test.foo = 1 : i32}], sym_name = "compute0"}> ({
  ^bb0(%arg3: memref<8x8x8xi64>, %arg4: f64):
    %12 = "arith.constant"() <{value = 2 : index}> : () -> index
    %13 = "memref.alloc"(%12) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xi64>
    "memref.dealloc"(%13) : (memref<?xi64>) -> ()
    %14 = "arith.constant"() <{value = false}> : () -> i1
    %15 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    "cf.cond_br"(%14, %15, %arg4)[^bb3, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f32, f64) -> ()
  ^bb1(%16: f64):  // pred: ^bb0
    %17 = "arith.constant"() <{value = 1 : index}> : () -> index
    %18 = "tensor.empty"(%17) : (index) -> tensor<?xf64>
    %19 = "arith.constant"() <{value = 0 : index}> : () -> index
    %20 = "tensor.extract"(%18, %19) : (tensor<?xf64>, index) -> f64
    %21 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    "cf.br"(%21)[^bb2] : (i64) -> ()
  ^bb2(%22: i64):  // pred: ^bb1
    %23 = "tensor.empty"() : () -> tensor<8x8x8xi64>
    %24 = "tensor.collapse_shape"(%23) <{reassociation = [[0, 1], [2]]}> : (tensor<8x8x8xi64>) -> tensor<64x8xi64>
    %25 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    "cf.cond_br"(%14, %arg4, %arg4, %25)[^bb4, ^bb3] <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (i1, f64, f64, f32) -> ()
  ^bb3(%26: f32):  // 2 preds: ^bb0, ^bb2
    %27 = "arith.constant"() <{value = dense<0> : tensor<8x8x8xi64>}> : () -> tensor<8x8x8xi64>
    %28 = "tensor.collapse_shape"(%27) <{reassociation = [[0, 1], [2]]}> : (tensor<8x8x8xi64>) -> tensor<64x8xi64>
    %29 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %30 = "arith.constant"() <{value = -2.500000e-01 : f64}> : () -> f64
    %31 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    "cf.switch"(%29, %arg4, %30, %arg4, %31, %30, %30, %31, %30)[^bb4, ^bb4, ^bb4, ^bb4] <{case_operand_segments = array<i32: 2, 2, 2>, case_values = dense<[3, 4, 5]> : vector<3xi16>, operandSegmentSizes = array<i32: 1, 2, 6>}> : (i16, f64, f64, f64, f64, f64, f64, f64, f64) -> ()
  ^bb4(%32: f64, %33: f64):  // 5 preds: ^bb2, ^bb3, ^bb3, ^bb3, ^bb3
    %34 = "arith.constant"() <{value = 1 : index}> : () -> index
    %35 = "arith.constant"() <{value = 2 : index}> : () -> index
    %36 = "arith.constant"() <{value = 2 : index}> : () -> index
    "scf.for"(%34, %35, %36) ({
    ^bb0(%arg5: index):
      %38 = "arith.constant"() <{value = 2 : i16}> : () -> i16
      %39 = "arith.constant"() <{value = 4 : i16}> : () -> i16
      %40 = "arith.constant"() <{value = 2 : i16}> : () -> i16
      "scf.for"(%38, %39, %40) ({
      ^bb0(%arg6: i16):
        "scf.yield"() : () -> ()
      }) : (i16, i16, i16) -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %37 = "arith.constant"() <{value = dense<0> : vector<8x8x8xi64>}> : () -> vector<8x8x8xi64>
    "func.return"(%35, %37) : (index, vector<8x8x8xi64>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef}, {}], function_type = (i64, i64, f16) -> (memref<8x8x8xf64>, i32), sym_name = "compute1"}> ({
  ^bb0(%arg0: i64, %arg1: i64, %arg2: f16):
    %0 = "tensor.empty"() : () -> tensor<4xi64>
    %1 = "arith.constant"() <{value = 4.000000e+02 : f16}> : () -> f16
    %2 = "arith.cmpf"(%arg2, %1) <{fastmath = #arith.fastmath<nnan,ninf,nsz>, predicate = 5 : i64}> : (f16, f16) -> i1
    %3 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %4 = "arith.cmpi"(%3, %3) <{predicate = 3 : i64}> : (i32, i32) -> i1
    %5 = "arith.constant"() <{value = dense<-18> : vector<1xi32>}> : () -> vector<1xi32>
    %6 = "arith.shrui"(%5, %5) : (vector<1xi32>, vector<1xi32>) -> vector<1xi32>
    %7 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xf16>
    %8 = "arith.constant"() <{value = 0 : index}> : () -> index
    "memref.store"(%1, %7, %8) : (f16, memref<1xf16>, index) -> ()
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    %10 = "tensor.dim"(%0, %9) : (tensor<4xi64>, index) -> index
    %11 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x8x8xf64>
    "func.return"(%11, %3) : (memref<8x8x8xf64>, i32) -> ()
  }) {ref = @inner::@helper1} : () -> ()
}) {test.module_note = "std"} : () -> ()

