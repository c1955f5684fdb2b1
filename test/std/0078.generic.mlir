"builtin.module"() ({
  "func.func"() <{function_type = () -> tensor<2xi64>, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (vector<2xi32>, memref<4x2xi32>, tensor<4x1xi32>) -> i32, res_attrs = [{llvm.signext}], sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}], function_type = (memref<2xf64>, tensor<2xf64>) -> memref<2xf64>, res_attrs = [{llvm.noundef, test.tag = "x"}], sym_name = "f0"}> ({
  ^bb0(%arg0: memref<2xf64>, %arg1: tensor<2xf64>):
    %0 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %1 = "math.ctpop"(%0) : (i8) -> i8
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = 3 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.parallel"(%2, %5, %3, %6, %4, %7) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg8: index, %arg9: index):
      %41 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      %42 = "arith.cmpf"(%41, %41) <{fastmath = #arith.fastmath<fast>, predicate = 3 : i64}> : (f32, f32) -> i1
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    %8 = "arith.constant"() <{value = -2.500000e-01 : f64}> : () -> f64
    "cf.br"(%8)[^bb1] : (f64) -> ()
  ^bb1(%9: f64):  // pred: ^bb0
    %10 = "tensor.empty"() : () -> tensor<1xf64>
    %11 = "tensor.insert_slice"(%10, %arg1) <{operandSegmentSizes = array<i32: 1, 1, 0, 0, 0>, static_offsets = array<i64: 1>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xf64>, tensor<2xf64>) -> tensor<2xf64>
    %12 = "arith.constant"() <{value = dense<true> : tensor<2xi1>}> : () -> tensor<2xi1>
    %13 = "arith.constant"() <{value = dense<[3.000000e+00, -2.500000e-01]> : tensor<2xf32>}> : () -> tensor<2xf32>
    %14 = "arith.select"(%12, %13, %13) : (tensor<2xi1>, tensor<2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %15 = "arith.constant"() <{value = 1 : index}> : () -> index
    %16 = "arith.cmpi"(%5, %15) <{predicate = 7 : i64}> : (index, index) -> i1
    %17 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    "cf.cond_br"(%16, %17)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
  ^bb2:  // pred: ^bb1
    %18 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %19 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %20 = "arith.addf"(%18, %19) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %21 = "arith.constant"() <{value = dense<2.500000e+00> : vector<4x1xf64>}> : () -> vector<4x1xf64>
    %22 = "math.asin"(%21) <{fastmath = #arith.fastmath<none>}> : (vector<4x1xf64>) -> vector<4x1xf64>
    %23 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    "cf.br"(%23)[^bb3] : (i32) -> ()
  ^bb3(%24: i32):  // 2 preds: ^bb1, ^bb2
    %25 = "arith.constant"() <{value = 0 : index}> : () -> index
    %26 = "arith.constant"() <{value = 4 : index}> : () -> index
    %27 = "arith.constant"() <{value = 2 : index}> : () -> index
    %28 = "arith.constant"() <{value = 0 : index}> : () -> index
    %29 = "arith.constant"() <{value = 2 : index}> : () -> index
    %30 = "arith.constant"() <{value = 1 : index}> : () -> index
    %31 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %32 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
    %33:2 = "scf.parallel"(%25, %28, %26, %29, %27, %30, %31, %32) <{operandSegmentSizes = array<i32: 2, 2, 2, 2>}> ({
    ^bb0(%arg2: index, %arg3: index):
      %37 = "tensor.expand_shape"(%arg1) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 1>}> : (tensor<2xf64>) -> tensor<2x1xf64>
      %38 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
      "scf.reduce"(%38, %31) ({
      ^bb0(%arg6: f32, %arg7: f32):
        %40 = "arith.mulf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%40) : (f32) -> ()
      }, {
      ^bb0(%arg4: f32, %arg5: f32):
        %39 = "arith.addf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.reduce.return"(%39) : (f32) -> ()
      }) : (f32, f32) -> ()
    }) : (index, index, index, index, index, index, f32, f32) -> (f32, f32)
    %34 = "arith.constant"() <{value = true}> : () -> i1
    %35 = "scf.if"(%34) ({
      "scf.yield"(%8) : (f64) -> ()
    }, {
      %36 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
      "scf.yield"(%36) : (f64) -> ()
    }) : (i1) -> f64
    "func.return"(%arg0) : (memref<2xf64>) -> ()
  }) : () -> ()
}) : () -> ()

