"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{arg_attrs = [{llvm.signext}, {}], function_type = (i32, f32) -> f64, sym_name = "helper4", sym_visibility = "public"}> ({
    ^bb0(%arg13: i32, %arg14: f32):
      %64 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
      %65:2 = "scf.while"(%arg13) ({
      ^bb0(%arg17: i32):
        %67 = "arith.constant"() <{value = 7 : index}> : () -> index
        %68 = "memref.alloc"(%67) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf16>
        %69 = "arith.constant"() <{value = 0 : index}> : () -> index
        %70 = "memref.load"(%68, %69) : (memref<?xf16>, index) -> f16
        %71 = "arith.constant"() <{value = false}> : () -> i1
        %72 = "arith.constant"() <{value = 4.000000e+02 : f64}> : () -> f64
        "scf.condition"(%71, %72, %72) : (i1, f64, f64) -> ()
      }, {
      ^bb0(%arg15: f64, %arg16: f64):
        "scf.yield"(%arg13) : (i32) -> ()
      }) : (i32) -> (f64, f64)
      %66 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
      "func.return"(%66) : (f64) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> memref<1xf64>, sym_name = "f0", sym_visibility = "private"}> ({
    %30 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
    %31 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %32 = "math.fpowi"(%30, %31) <{fastmath = #arith.fastmath<none>}> : (f32, i16) -> f32
    %33 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %34 = "arith.constant"() <{value = 4.000000e+02 : f64}> : () -> f64
    "cf.switch"(%33, %32, %32, %34)[^bb1, ^bb2, ^bb4] <{case_operand_segments = array<i32: 1, 2>, case_values = dense<[0, 3]> : vector<2xi8>, operandSegmentSizes = array<i32: 1, 0, 3>}> : (i8, f32, f32, f64) -> ()
  ^bb1:  // pred: ^bb0
    %35 = "arith.constant"() <{value = 0 : index}> : () -> index
    %36 = "arith.cmpi"(%35, %35) <{predicate = 7 : i64}> : (index, index) -> i1
    "cf.assert"(%36) <{msg = "bounds check"}> : (i1) -> ()
    %37 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
    "cf.br"(%37)[^bb2] : (f32) -> ()
  ^bb2(%38: f32):  // 2 preds: ^bb0, ^bb1
    %39 = "arith.constant"() <{value = 0 : index}> : () -> index
    %40 = "arith.cmpi"(%39, %39) <{predicate = 5 : i64}> : (index, index) -> i1
    %41 = "scf.if"(%40) ({
      %62 = "arith.constant"() <{value = 44 : i32}> : () -> i32
      %63 = "arith.muli"(%62, %62) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%34) : (f64) -> ()
    }, {
      %56 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
      %57 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %58 = "arith.cmpi"(%56, %57) <{predicate = 6 : i64}> : (i32, i32) -> i1
      %59 = "tensor.empty"() : () -> tensor<8xi32>
      %60 = "math.ipowi"(%59, %59) : (tensor<8xi32>, tensor<8xi32>) -> tensor<8xi32>
      %61 = "arith.constant"() <{value = 4.000000e+02 : f64}> : () -> f64
      "scf.yield"(%61) : (f64) -> ()
    }) : (i1) -> f64
    "cf.br"(%39, %34)[^bb3] : (index, f64) -> ()
  ^bb3(%42: index, %43: f64):  // pred: ^bb2
    %44 = "arith.constant"() <{value = dense<[1.000000e+00, 1.000000e+00, -7.500000e+00, 4.000000e+02]> : vector<4xf32>}> : () -> vector<4xf32>
    %45 = "arith.mulf"(%44, %44) <{fastmath = #arith.fastmath<arcp>}> : (vector<4xf32>, vector<4xf32>) -> vector<4xf32>
    %46 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %47 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %48 = "arith.cmpi"(%46, %47) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %49 = "arith.constant"() <{value = 1.000000e+02 : f64}> : () -> f64
    %50 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
    "cf.cond_br"(%48, %30, %49, %50, %43)[^bb4, ^bb4] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, f32, f64, f32, f64) -> ()
  ^bb4(%51: f32, %52: f64):  // 3 preds: ^bb0, ^bb3, ^bb3
    %53 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf64>
    %54 = "arith.constant"() <{value = 0 : index}> : () -> index
    "memref.store"(%34, %53, %54) : (f64, memref<4xf64>, index) -> ()
    %55 = "memref.alloca"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xf64>
    "func.return"(%55) : (memref<1xf64>) -> ()
  }) {test.kernel} : () -> ()
  "func.func"() <{function_type = (f32, f32, i8) -> f64, sym_name = "fn.1"}> ({
  ^bb0(%arg0: f32, %arg1: f32, %arg2: i8):
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 1, 1>}> ({
    ^bb0(%arg9: index, %arg10: index):
      %27 = "arith.constant"() <{value = -10 : i8}> : () -> i8
      %28 = "arith.constant"() <{value = dense<[[0, -18, 0, 1, 0, 1, 7, 57]]> : tensor<1x8xi8>}> : () -> tensor<1x8xi8>
      %29 = "linalg.fill"(%27, %28) <{operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg11: i8, %arg12: i8):
        "linalg.yield"(%arg11) : (i8) -> ()
      }) : (i8, tensor<1x8xi8>) -> tensor<1x8xi8>
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : () -> ()
    %0 = "arith.constant"() <{value = dense<[3.000000e+00, -7.500000e+00, 1.000000e+00, 0.000000e+00]> : vector<4xf64>}> : () -> vector<4xf64>
    %1 = "arith.cmpf"(%0, %0) <{fastmath = #arith.fastmath<fast>, predicate = 9 : i64}> : (vector<4xf64>, vector<4xf64>) -> vector<4xi1>
    "cf.br"(%arg0)[^bb1] : (f32) -> ()
  ^bb1(%2: f32):  // pred: ^bb0
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 7 : index}> : () -> index
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6 = "arith.constant"() <{value = dense<[-1.000000e+00, 1.500000e-01, -7.500000e+00, 1.000000e+00, 2.500000e+00, 5.000000e-01, 1.000000e+00, 1.500000e-01]> : vector<8xf64>}> : () -> vector<8xf64>
    %7 = "arith.constant"() <{value = 3.000000e+00 : f64}> : () -> f64
    %8:2 = "scf.for"(%3, %4, %5, %6, %7) ({
    ^bb0(%arg6: index, %arg7: vector<8xf64>, %arg8: f64):
      %22 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
      %23 = "arith.constant"() <{value = 5.000000e-01 : f64}> : () -> f64
      %24 = "arith.maximumf"(%22, %23) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %25 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf64>
      %26 = "arith.constant"() <{value = 3.000000e+00 : f64}> : () -> f64
      "scf.yield"(%arg7, %26) : (vector<8xf64>, f64) -> ()
    }) : (index, index, index, vector<8xf64>, f64) -> (vector<8xf64>, f64)
    %9 = "arith.constant"() <{value = 23 : i32}> : () -> i32
    %10 = "tensor.from_elements"(%9) : (i32) -> tensor<1xi32>
    %11 = "arith.cmpi"(%3, %5) <{predicate = 6 : i64}> : (index, index) -> i1
    %12 = "arith.constant"() <{value = -2.500000e-01 : f64}> : () -> f64
    "cf.cond_br"(%11, %12, %9)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f64, i32) -> ()
  ^bb2(%13: f64):  // pred: ^bb1
    %14 = "arith.constant"() <{value = 0 : index}> : () -> index
    %15 = "arith.constant"() <{value = 2 : index}> : () -> index
    %16 = "arith.constant"() <{value = 1 : index}> : () -> index
    %17:2 = "scf.for"(%14, %15, %16, %13, %16) ({
    ^bb0(%arg3: index, %arg4: f64, %arg5: index):
      %21 = "arith.constant"() <{value = 21 : index}> : () -> index
      "scf.yield"(%13, %21) : (f64, index) -> ()
    }) : (index, index, index, f64, index) -> (f64, index)
    %18 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    "cf.switch"(%arg2, %18, %18, %18)[^bb3, ^bb3, ^bb3] <{case_operand_segments = array<i32: 1, 1>, case_values = dense<[1, 4]> : vector<2xi8>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i8, i32, i32, i32) -> ()
  ^bb3(%19: i32):  // 4 preds: ^bb1, ^bb2, ^bb2, ^bb2
    %20 = "arith.constant"() <{value = -1.000000e+00 : f64}> : () -> f64
    "func.return"(%20) : (f64) -> ()
  }) {ref = @inner::@helper4} : () -> ()
}) : () -> ()

