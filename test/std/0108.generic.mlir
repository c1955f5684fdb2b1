"builtin.module"() ({
  "func.func"() <{function_type = () -> f32, sym_name = "kernel_0", sym_visibility = "public"}> ({
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
    ^bb0(%arg0: index):
      %14 = "arith.constant"() <{value = dense<1> : vector<4x4xi64>}> : () -> vector<4x4xi64>
      %15 = "arith.constant"() <{value = dense<4611686018427387903> : vector<4x4xi64>}> : () -> vector<4x4xi64>
      %16:2 = "arith.addui_extended"(%14, %15) : (vector<4x4xi64>, vector<4x4xi64>) -> (vector<4x4xi64>, vector<4x4xi1>)
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : () -> ()
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    "scf.execute_region"() ({
      %12 = "arith.constant"() <{value = dense<-7.500000e+00> : vector<4x4xf64>}> : () -> vector<4x4xf64>
      %13 = "arith.divf"(%12, %12) <{fastmath = #arith.fastmath<none>}> : (vector<4x4xf64>, vector<4x4xf64>) -> vector<4x4xf64>
      "scf.yield"() : () -> ()
    }) : () -> ()
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    %0 = "arith.constant"() <{value = false}> : () -> i1
    %1 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
    "cf.cond_br"(%0, %1, %2, %1)[^bb4, ^bb3] <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (i1, i64, f32, i64) -> ()
  ^bb3(%3: i64):  // pred: ^bb2
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6 = "arith.cmpi"(%4, %5) <{predicate = 2 : i64}> : (index, index) -> i1
    %7 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %8 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %9 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
    "cf.cond_br"(%6, %8, %9, %3, %7)[^bb4, ^bb4] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, i64, f32, i64, f32) -> ()
  ^bb4(%10: i64, %11: f32):  // 3 preds: ^bb2, ^bb3, ^bb3
    "func.return"(%11) : (f32) -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

