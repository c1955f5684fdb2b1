#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}], function_type = (tensor<2x8xindex>, tensor<4xi64>) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}, {llvm.noundef}], function_type = (i8, vector<4xf32>, index) -> (), sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> i32, sym_name = "fn.0", sym_visibility = "public"}> ({
  ^bb0(%arg8: f32):
    %21 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %22 = "arith.sitofp"(%21) : (i8) -> f32
    %23 = "arith.constant"() <{value = dense<[[[true, false, false]], [[false, true, false]], [[true, false, false]], [[true, false, false]]]> : vector<4x1x3xi1>}> : () -> vector<4x1x3xi1>
    %24 = "arith.constant"() <{value = dense<[[[-1, 0, -16]], [[-1, 53, -1]], [[0, -1, 127]], [[0, 127, 0]]]> : vector<4x1x3xi8>}> : () -> vector<4x1x3xi8>
    %25 = "arith.select"(%23, %24, %24) : (vector<4x1x3xi1>, vector<4x1x3xi8>, vector<4x1x3xi8>) -> vector<4x1x3xi8>
    %26 = "arith.constant"() <{value = 6 : index}> : () -> index
    %27 = "memref.alloc"(%26) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<2x?xindex>
    "memref.dealloc"(%27) : (memref<2x?xindex>) -> ()
    %28 = "arith.constant"() <{value = dense<-7.500000e+00> : tensor<4xf32>}> : () -> tensor<4xf32>
    %29 = "arith.constant"() <{value = 2 : index}> : () -> index
    %30 = "tensor.extract"(%28, %29) : (tensor<4xf32>, index) -> f32
    %31 = "arith.constant"() <{value = 0 : index}> : () -> index
    %32 = "arith.divsi"(%31, %29) : (index, index) -> index
    %33 = "arith.constant"() <{value = 0 : index}> : () -> index
    %34 = "arith.constant"() <{value = 8 : index}> : () -> index
    %35 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.parallel"(%33, %34, %35) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg9: index):
      %37 = "arith.constant"() <{value = true}> : () -> i1
      %38 = "arith.cmpi"(%37, %37) <{predicate = 4 : i64}> : (i1, i1) -> i1
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    %36 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    "func.return"(%36) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, index, i64) -> (vector<2x8xf32>, vector<2x8xindex>), res_attrs = [{}, {llvm.noundef, test.tag = "x"}], sym_name = "kernel_1"}> ({
  ^bb0(%arg0: index, %arg1: index, %arg2: i64):
    %0 = "tensor.empty"() : () -> tensor<4x3xf64>
    %1 = "tensor.empty"() : () -> tensor<4xf64>
    %2 = "linalg.reduce"(%0, %1) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg6: f64, %arg7: f64):
      %20 = "arith.addf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%20) : (f64) -> ()
    }) : (tensor<4x3xf64>, tensor<4xf64>) -> tensor<4xf64>
    %3 = "arith.constant"() <{value = -7.500000e+00 : f64}> : () -> f64
    %4 = "arith.constant"() <{value = 3 : index}> : () -> index
    %5 = "tensor.insert"(%3, %2, %4) : (f64, tensor<4xf64>, index) -> tensor<4xf64>
    %6 = "arith.constant"() <{value = dense<-2.500000e-01> : tensor<1x4xf64>}> : () -> tensor<1x4xf64>
    %7 = "arith.constant"() <{value = dense<-7.500000e+00> : tensor<1xf64>}> : () -> tensor<1xf64>
    %8 = "linalg.generic"(%6, %7) <{doc = "elementwise", indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg4: f64, %arg5: f64):
      %18 = "arith.addf"(%arg4, %arg5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %19 = "math.absf"(%18) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
      "linalg.yield"(%19) : (f64) -> ()
    }) : (tensor<1x4xf64>, tensor<1xf64>) -> tensor<1xf64>
    %9 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
    %10 = "arith.cmpf"(%9, %9) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %11 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    "scf.while"(%11) ({
    ^bb0(%arg3: i32):
      %14 = "arith.cmpf"(%1, %2) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (tensor<4xf64>, tensor<4xf64>) -> tensor<4xi1>
      %15 = "arith.constant"() <{value = 2 : index}> : () -> index
      %16 = "tensor.extract"(%2, %15) : (tensor<4xf64>, index) -> f64
      %17 = "arith.cmpi"(%arg1, %4) <{predicate = 6 : i64}> : (index, index) -> i1
      "scf.condition"(%17) : (i1) -> ()
    }, {
      "scf.yield"(%11) : (i32) -> ()
    }) : (i32) -> ()
    %12 = "arith.constant"() <{value = dense<4.000000e+02> : vector<2x8xf32>}> : () -> vector<2x8xf32>
    %13 = "arith.constant"() <{value = dense<52> : vector<2x8xindex>}> : () -> vector<2x8xindex>
    "func.return"(%12, %13) : (vector<2x8xf32>, vector<2x8xindex>) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
}) : () -> ()

