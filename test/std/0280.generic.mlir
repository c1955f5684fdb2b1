"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef}, {llvm.noundef, test.tag = "x"}, {}], function_type = (tensor<2x8x?xf16>, memref<1x4xf64>, memref<2x8x2xi32>) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (f64, f64) -> f64, sym_name = "ext1", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {test.foo = 1 : i32}, {}], function_type = (f16, f16, memref<2x3xf64>) -> vector<8xf16>, sym_name = "f0"}> ({
  ^bb0(%arg4: f16, %arg5: f16, %arg6: memref<2x3xf64>):
    %25 = "arith.constant"() <{value = -1 : index}> : () -> index
    %26 = "arith.index_cast"(%25) : (index) -> i64
    %27 = "arith.constant"() <{value = 43 : i16}> : () -> i16
    %28 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %29 = "arith.cmpi"(%27, %28) <{predicate = 4 : i64}> : (i16, i16) -> i1
    %30 = "arith.select"(%29, %25, %25) : (i1, index, index) -> index
    "cf.cond_br"(%29)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %31 = "arith.constant"() <{value = dense<0.000000e+00> : vector<2x3xf64>}> : () -> vector<2x3xf64>
    %32 = "math.atan2"(%31, %31) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (vector<2x3xf64>, vector<2x3xf64>) -> vector<2x3xf64>
    %33 = "arith.constant"() <{value = -7.500000e+00 : bf16}> : () -> bf16
    %34 = "arith.negf"(%33) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
    %35 = "arith.cmpi"(%25, %30) <{predicate = 9 : i64}> : (index, index) -> i1
    %36 = "arith.constant"() <{value = 4.000000e+02 : f16}> : () -> f16
    %37 = "arith.constant"() <{value = 3.000000e+00 : f16}> : () -> f16
    "cf.cond_br"(%35, %36, %37)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 2>}> : (i1, f16, f16) -> ()
  ^bb2:  // pred: ^bb1
    %38 = "arith.constant"() <{value = 5.000000e-01 : f64}> : () -> f64
    %39 = "func.call"(%38, %38) <{callee = @ext1}> : (f64, f64) -> f64
    %40 = "arith.cmpi"(%26, %26) <{predicate = 8 : i64}> : (i64, i64) -> i1
    "cf.assert"(%40) <{msg = "bounds check"}> : (i1) -> ()
    %41 = "arith.constant"() <{value = 72 : i32}> : () -> i32
    %42 = "arith.cmpi"(%41, %41) <{predicate = 4 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%42, %arg5, %arg4, %arg5, %arg5)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, f16, f16, f16, f16) -> ()
  ^bb3(%43: f16, %44: f16):  // 3 preds: ^bb1, ^bb2, ^bb2
    %45 = "tensor.empty"() : () -> tensor<2x1xbf16>
    %46 = "arith.mulf"(%45, %45) <{fastmath = #arith.fastmath<none>}> : (tensor<2x1xbf16>, tensor<2x1xbf16>) -> tensor<2x1xbf16>
    %47 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %48:2 = "arith.addui_extended"(%47, %47) : (i64, i64) -> (i64, i1)
    %49 = "arith.constant"() <{value = dense<[1.500240e-01, 1.000000e+00, 4.000000e+02, -7.500000e+00, 1.500240e-01, 1.000000e+00, 3.000000e+00, -1.000000e+00]> : vector<8xf16>}> : () -> vector<8xf16>
    "func.return"(%49) : (vector<8xf16>) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{test.foo = 1 : i32}], function_type = (memref<2x3xf64>) -> (), sym_name = "f1", sym_visibility = "public"}> ({
  ^bb0(%arg0: memref<2x3xf64>):
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
    ^bb0(%arg1: index):
      %0 = "scf.execute_region"() ({
        %1 = "arith.constant"() <{value = 2 : index}> : () -> index
        %2 = "tensor.empty"(%1) : (index) -> tensor<2x8x?xf16>
        %3 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x4xf64>
        %4 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x8x2xi32>
        "func.call"(%2, %3, %4) <{callee = @ext0}> : (tensor<2x8x?xf16>, memref<1x4xf64>, memref<2x8x2xi32>) -> ()
        %5 = "arith.constant"() <{value = -1 : index}> : () -> index
        %6 = "arith.cmpi"(%arg1, %5) <{predicate = 3 : i64}> : (index, index) -> i1
        %7 = "scf.if"(%6) ({
          %22 = "arith.constant"() <{value = dense<1> : vector<2x8x2xi64>}> : () -> vector<2x8x2xi64>
          %23 = "arith.cmpi"(%22, %22) <{predicate = 7 : i64}> : (vector<2x8x2xi64>, vector<2x8x2xi64>) -> vector<2x8x2xi1>
          %24 = "arith.constant"() <{value = 4.000000e+02 : f16}> : () -> f16
          "scf.yield"(%24) : (f16) -> ()
        }, {
          "cf.assert"(%6) <{msg = ""}> : (i1) -> ()
          %13 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x8x2xf16>
          %14 = "arith.constant"() <{value = 4 : index}> : () -> index
          %15 = "arith.constant"() <{value = 3 : index}> : () -> index
          %16 = "memref.subview"(%13, %14, %15) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: 1, -9223372036854775808, 0>, static_sizes = array<i64: 1, -9223372036854775808, 2>, static_strides = array<i64: 1, 1, 1>}> : (memref<2x8x2xf16>, index, index) -> memref<1x?x2xf16, strided<[16, 2, 1], offset: ?>>
          %17 = "arith.constant"() <{value = 3.000000e+00 : f64}> : () -> f64
          %18 = "func.call"(%17, %17) <{callee = @ext1}> : (f64, f64) -> f64
          %19 = "arith.constant"() <{value = 51 : i8}> : () -> i8
          %20 = "arith.cmpi"(%19, %19) <{predicate = 5 : i64}> : (i8, i8) -> i1
          "cf.assert"(%20) <{msg = "bounds check"}> : (i1) -> ()
          %21 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
          "scf.yield"(%21) : (f16) -> ()
        }) : (i1) -> f16
        %8 = "arith.constant"() <{value = 2 : index}> : () -> index
        %9 = "arith.constant"() <{value = 14 : index}> : () -> index
        %10 = "arith.constant"() <{value = 2 : index}> : () -> index
        %11 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
        %12 = "scf.for"(%8, %9, %10, %11) ({
        ^bb0(%arg2: index, %arg3: f64):
          "scf.yield"(%11) : (f64) -> ()
        }) : (index, index, index, f64) -> f64
        "scf.yield"(%11) : (f64) -> ()
      }) : () -> f64
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

