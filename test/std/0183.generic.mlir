#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
"builtin.module"() ({
  "func.func"() <{function_type = () -> (i8, tensor<2xf16>), res_attrs = [{}, {llvm.noundef, test.tag = "x"}], sym_name = "f0", sym_visibility = "public"}> ({
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6 = "arith.constant"() <{value = 7 : index}> : () -> index
    %7 = "memref.alloc"(%5, %6) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xindex, #map>
    %8 = "tensor.empty"() : () -> tensor<2xf64>
    %9 = "arith.minimumf"(%8, %8) <{fastmath = #arith.fastmath<reassoc,contract>}> : (tensor<2xf64>, tensor<2xf64>) -> tensor<2xf64>
    %10 = "arith.constant"() <{value = dense<[[[0, 20, 35, 48]], [[4611686018427387903, 1, 0, 0]], [[60, 1, -1, 10]]]> : vector<3x1x4xi64>}> : () -> vector<3x1x4xi64>
    %11 = "arith.minsi"(%10, %10) : (vector<3x1x4xi64>, vector<3x1x4xi64>) -> vector<3x1x4xi64>
    %12 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %13 = "arith.constant"() <{value = dense<5.000000e-01> : tensor<2xf16>}> : () -> tensor<2xf16>
    "func.return"(%12, %13) : (i8, tensor<2xf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, f64, f64) -> index, sym_name = "fn.1"}> ({
  ^bb0(%arg0: index, %arg1: f64, %arg2: f64):
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "tensor.splat"(%arg1, %0) : (f64, index) -> tensor<?xf64>
    %2 = "arith.constant"() <{value = dense<[1.000000e+00, 2.500000e+00]> : vector<2xf64>}> : () -> vector<2xf64>
    %3 = "arith.negf"(%2) <{fastmath = #arith.fastmath<none>}> : (vector<2xf64>) -> vector<2xf64>
    %4 = "arith.constant"() <{value = false}> : () -> i1
    "cf.assert"(%4) <{msg = "ok"}> : (i1) -> ()
    "func.return"(%0) : (index) -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

