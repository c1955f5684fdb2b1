"builtin.module"() ({
  "func.func"() <{function_type = (f64) -> tensor<8xi32>, res_attrs = [{test.foo = 1 : i32}], sym_name = "fn.0", sym_visibility = "private"}> ({
  ^bb0(%arg1: f64):
    %9 = "arith.constant"() <{value = -1 : index}> : () -> index
    %10 = "arith.cmpi"(%9, %9) <{predicate = 4 : i64}> : (index, index) -> i1
    "cf.assert"(%10) <{msg = "ok"}> : (i1) -> ()
    %11 = "arith.constant"() <{value = dense<[4611686018427387903, 4611686018427387903, 69, -1]> : vector<4xi64>}> : () -> vector<4xi64>
    %12 = "arith.cmpi"(%11, %11) <{predicate = 6 : i64}> : (vector<4xi64>, vector<4xi64>) -> vector<4xi1>
    %13 = "arith.constant"() <{value = dense<true> : tensor<8xi1>}> : () -> tensor<8xi1>
    %14 = "arith.cmpi"(%13, %13) <{predicate = 8 : i64}> : (tensor<8xi1>, tensor<8xi1>) -> tensor<8xi1>
    %15 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %16 = "arith.cmpf"(%15, %15) <{fastmath = #arith.fastmath<fast>, predicate = 5 : i64}> : (f32, f32) -> i1
    %17 = "arith.constant"() <{value = dense<50> : tensor<8xi32>}> : () -> tensor<8xi32>
    "func.return"(%17) : (tensor<8xi32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8xi64>) -> tensor<8xindex>, sym_name = "kernel_1", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<8xi64>):
    %0 = "arith.constant"() <{value = dense<5.000000e-01> : vector<1x1x2xf32>}> : () -> vector<1x1x2xf32>
    %1 = "arith.bitcast"(%0) : (vector<1x1x2xf32>) -> vector<1x1x2xi32>
    %2 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %3 = "arith.cmpi"(%2, %2) <{predicate = 2 : i64}> : (i8, i8) -> i1
    "cf.assert"(%3) <{msg = ""}> : (i1) -> ()
    %4 = "arith.constant"() <{value = 1.000000e+02 : bf16}> : () -> bf16
    %5 = "arith.cmpf"(%4, %4) <{fastmath = #arith.fastmath<reassoc,contract>, predicate = 11 : i64}> : (bf16, bf16) -> i1
    %6 = "arith.constant"() <{value = dense<[[33, -1, 0, 1], [75, 14, -1, 40], [72, 8, 1, 50], [-1, 76, -1, 55]]> : vector<4x4xi32>}> : () -> vector<4x4xi32>
    %7:2 = "arith.addui_extended"(%6, %6) : (vector<4x4xi32>, vector<4x4xi32>) -> (vector<4x4xi32>, vector<4x4xi1>)
    %8 = "arith.constant"() <{value = dense<4611686018427387903> : tensor<8xindex>}> : () -> tensor<8xindex>
    "func.return"(%8) : (tensor<8xindex>) -> ()
  }) : () -> ()
}) : () -> ()

