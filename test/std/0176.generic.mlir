"builtin.module"() ({
  "func.func"() <{function_type = () -> (i16, tensor<4xi64>), res_attrs = [{llvm.zeroext}, {}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef}, {}, {llvm.signext}], function_type = (i64, i64, i64) -> tensor<1xindex>, res_attrs = [{test.foo = 1 : i32}], sym_name = "ext1", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = (memref<4xindex>, index) -> tensor<4xi64>, sym_name = "f0"}> ({
  ^bb0(%arg8: memref<4xindex>, %arg9: index):
    %22 = "arith.constant"() <{value = dense<1> : vector<2xi64>}> : () -> vector<2xi64>
    %23 = "arith.cmpi"(%22, %22) <{predicate = 0 : i64}> : (vector<2xi64>, vector<2xi64>) -> vector<2xi1>
    %24 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %25 = "arith.constant"() <{value = 1.000000e+02 : f64}> : () -> f64
    %26 = "arith.divf"(%24, %25) <{fastmath = #arith.fastmath<afn>}> : (f64, f64) -> f64
    %27 = "arith.constant"() <{value = 1 : index}> : () -> index
    %28 = "arith.constant"() <{value = 1 : index}> : () -> index
    %29 = "arith.constant"() <{value = 3.000000e+00 : f16}> : () -> f16
    %30 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %31:2 = "scf.for"(%27, %arg9, %28, %29, %30) ({
    ^bb0(%arg10: index, %arg11: f16, %arg12: i64):
      %38 = "arith.constant"() <{value = dense<1> : vector<4xi64>}> : () -> vector<4xi64>
      %39:2 = "arith.addui_extended"(%38, %38) : (vector<4xi64>, vector<4xi64>) -> (vector<4xi64>, vector<4xi1>)
      "scf.yield"(%arg11, %arg12) : (f16, i64) -> ()
    }) : (index, index, index, f16, i64) -> (f16, i64)
    %32 = "arith.constant"() <{value = 4 : index}> : () -> index
    %33 = "tensor.splat"(%27, %32) : (index, index) -> tensor<?xindex>
    %34 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi64>
    %35 = "arith.constant"() <{value = 4611686018427387903 : i64}> : () -> i64
    %36 = "arith.constant"() <{value = 0 : index}> : () -> index
    "memref.store"(%35, %34, %36) : (i64, memref<1xi64>, index) -> ()
    %37 = "tensor.empty"() : () -> tensor<4xi64>
    "func.return"(%37) : (tensor<4xi64>) -> ()
  }) {test.kernel} : () -> ()
  "func.func"() <{arg_attrs = [{}, {test.foo = 1 : i32}, {}], function_type = (index, i32, index) -> index, res_attrs = [{test.foo = 1 : i32}], sym_name = "kernel_1"}> ({
  ^bb0(%arg0: index, %arg1: i32, %arg2: index):
    %0 = "arith.index_castui"(%arg0) : (index) -> i32
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "arith.constant"() <{value = 3 : index}> : () -> index
    %3 = "arith.constant"() <{value = 1 : index}> : () -> index
    %4 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %5 = "arith.constant"() <{value = 62 : index}> : () -> index
    %6:2 = "scf.for"(%1, %2, %3, %4, %5) ({
    ^bb0(%arg3: index, %arg4: i64, %arg5: index):
      %14 = "scf.while"(%0) ({
      ^bb0(%arg7: i32):
        %16 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
        %17 = "math.sqrt"(%16) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
        %18 = "scf.execute_region"() ({
          %20 = "arith.constant"() <{value = dense<1.000000e+00> : vector<1xf32>}> : () -> vector<1xf32>
          %21 = "arith.negf"(%20) <{fastmath = #arith.fastmath<none>}> : (vector<1xf32>) -> vector<1xf32>
          "scf.yield"(%arg0) : (index) -> ()
        }) : () -> index
        %19 = "arith.constant"() <{value = false}> : () -> i1
        "scf.condition"(%19, %arg1) : (i1, i32) -> ()
      }, {
      ^bb0(%arg6: i32):
        "scf.yield"(%arg1) : (i32) -> ()
      }) : (i32) -> i32
      %15 = "arith.constant"() <{value = 1 : index}> : () -> index
      "scf.yield"(%arg4, %15) : (i64, index) -> ()
    }) : (index, index, index, i64, index) -> (i64, index)
    %7 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%7)[^bb4, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %8 = "arith.constant"() <{value = -1 : index}> : () -> index
    %9 = "arith.cmpi"(%arg2, %8) <{predicate = 0 : i64}> : (index, index) -> i1
    %10 = "arith.constant"() <{value = -20 : i64}> : () -> i64
    %11 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    "cf.cond_br"(%9, %10, %11)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i64, i64) -> ()
  ^bb3(%12: i64):  // 2 preds: ^bb2, ^bb2
    %13 = "arith.constant"() <{value = true}> : () -> i1
    "cf.cond_br"(%13)[^bb4, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:  // 3 preds: ^bb1, ^bb3, ^bb3
    "func.return"(%arg2) : (index) -> ()
  }) : () -> ()
}) : () -> ()

