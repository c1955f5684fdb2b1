#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}, {}], function_type = (i8, memref<8xi8>, i8) -> i8, res_attrs = [{llvm.signext}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i64, res_attrs = [{llvm.noundef}], sym_name = "ext1", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (i8) -> i8, res_attrs = [{llvm.signext}], sym_name = "helper2"}> ({
    ^bb0(%arg10: i8):
      %39 = "arith.constant"() <{value = dense<2.500000e+00> : tensor<4x2xf32>}> : () -> tensor<4x2xf32>
      %40 = "math.isnormal"(%39) <{fastmath = #arith.fastmath<none>}> : (tensor<4x2xf32>) -> tensor<4x2xi1>
      %41 = "arith.constant"() <{value = 0 : i64}> : () -> i64
      "cf.br"(%41)[^bb1] : (i64) -> ()
    ^bb1(%42: i64):  // pred: ^bb0
      %43 = "arith.constant"() <{value = 0 : index}> : () -> index
      %44 = "arith.constant"() <{value = 1 : index}> : () -> index
      %45 = "tensor.extract"(%40, %43, %44) : (tensor<4x2xi1>, index, index) -> i1
      %46 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
      %47 = "arith.cmpi"(%46, %46) <{predicate = 3 : i64}> : (i32, i32) -> i1
      %48 = "arith.constant"() <{value = 2 : i8}> : () -> i8
      "cf.cond_br"(%47, %arg10, %41, %48, %42)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, i8, i64, i8, i64) -> ()
    ^bb2(%49: i8, %50: i64):  // 2 preds: ^bb1, ^bb1
      %51 = "arith.constant"() <{value = dense<58> : vector<4x2xi16>}> : () -> vector<4x2xi16>
      %52 = "math.ipowi"(%51, %51) : (vector<4x2xi16>, vector<4x2xi16>) -> vector<4x2xi16>
      "cf.br"()[^bb3] : () -> ()
    ^bb3:  // pred: ^bb2
      "func.return"(%arg10) : (i8) -> ()
    }) {test.kernel} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (memref<8xi8>, i64), res_attrs = [{test.foo = 1 : i32}, {}], sym_name = "compute0"}> ({
    %20 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x2xi8>
    "linalg.transpose"(%20, %20) <{permutation = array<i64: 0, 1>}> ({
    ^bb0(%arg8: i8, %arg9: i8):
      "linalg.yield"(%arg8) : (i8) -> ()
    }) : (memref<8x2xi8>, memref<8x2xi8>) -> ()
    %21 = "arith.constant"() <{value = 53 : index}> : () -> index
    "cf.br"(%21)[^bb1] : (index) -> ()
  ^bb1(%22: index):  // pred: ^bb0
    %23 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %24 = "arith.cmpi"(%23, %23) <{predicate = 6 : i64}> : (i16, i16) -> i1
    %25 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %26 = "arith.select"(%24, %25, %25) : (i1, i8, i8) -> i8
    %27 = "arith.constant"() <{value = 4611686018427387903 : i64}> : () -> i64
    "cf.cond_br"(%24, %27, %25, %27)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 1>}> : (i1, i64, i8, i64) -> ()
  ^bb2(%28: i64):  // pred: ^bb1
    %29 = "arith.constant"() <{value = dense<-1.000000e+00> : vector<4x2xf16>}> : () -> vector<4x2xf16>
    %30 = "arith.subf"(%29, %29) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (vector<4x2xf16>, vector<4x2xf16>) -> vector<4x2xf16>
    %31 = "arith.cmpi"(%21, %21) <{predicate = 8 : i64}> : (index, index) -> i1
    %32 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %33 = "arith.constant"() <{value = -12 : i8}> : () -> i8
    "cf.cond_br"(%31, %32, %33, %28, %33)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, i64, i8, i64, i8) -> ()
  ^bb3(%34: i64, %35: i8):  // 3 preds: ^bb1, ^bb2, ^bb2
    %36 = "arith.constant"() <{value = 75 : i32}> : () -> i32
    %37 = "arith.cmpi"(%36, %36) <{predicate = 5 : i64}> : (i32, i32) -> i1
    "cf.assert"(%37) <{msg = "bounds check"}> : (i1) -> ()
    %38 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xi8>
    "func.return"(%38, %34) : (memref<8xi8>, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, memref<4x2xindex>, f64, tensor<?xi64>) -> (), sym_name = "fn.1"}> ({
  ^bb0(%arg0: i64, %arg1: memref<4x2xindex>, %arg2: f64, %arg3: tensor<?xi64>):
    %0 = "arith.constant"() <{value = dense<-2.500000e-01> : vector<4x2xbf16>}> : () -> vector<4x2xbf16>
    %1 = "arith.minimumf"(%0, %0) <{fastmath = #arith.fastmath<none>}> : (vector<4x2xbf16>, vector<4x2xbf16>) -> vector<4x2xbf16>
    %2 = "arith.constant"() <{value = dense<-1> : vector<4xi64>}> : () -> vector<4xi64>
    %3 = "arith.constant"() <{value = dense<[76, 0, 9, 1]> : vector<4xi64>}> : () -> vector<4xi64>
    %4 = "arith.minui"(%2, %3) : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
    %5 = "arith.constant"() <{value = -1 : i16}> : () -> i16
    %6 = "arith.cmpi"(%5, %5) <{predicate = 9 : i64}> : (i16, i16) -> i1
    %7 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %8 = "arith.select"(%6, %7, %arg0) : (i1, i64, i64) -> i64
    %9 = "tensor.empty"() : () -> tensor<8x4xi64>
    %10 = "tensor.empty"() : () -> tensor<8xi64>
    %11 = "linalg.generic"(%9, %9, %10) <{indexing_maps = [#map, #map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg5: i64, %arg6: i64, %arg7: i64):
      %18 = "arith.addi"(%arg5, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      %19 = "arith.addi"(%18, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%19) : (i64) -> ()
    }) : (tensor<8x4xi64>, tensor<8x4xi64>, tensor<8xi64>) -> tensor<8xi64>
    %12 = "tensor.cast"(%11) : (tensor<8xi64>) -> tensor<8xi64>
    %13 = "arith.constant"() <{value = 0 : index}> : () -> index
    %14 = "arith.constant"() <{value = 7 : index}> : () -> index
    %15 = "arith.constant"() <{value = 2 : index}> : () -> index
    "scf.parallel"(%13, %14, %15) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
    ^bb0(%arg4: index):
      %16 = "arith.constant"() <{value = dense<[1.500240e-01, 5.000000e-01, 5.000000e-01, 1.000000e+00, 0.000000e+00, 5.000000e-01, 5.000000e-01, 1.000000e+00]> : vector<8xf16>}> : () -> vector<8xf16>
      %17 = "arith.negf"(%16) <{fastmath = #arith.fastmath<nnan,ninf>}> : (vector<8xf16>) -> vector<8xf16>
      "scf.reduce"() : () -> ()
    }) : (index, index, index) -> ()
    "func.return"() : () -> ()
  }) {ref = @inner::@helper2} : () -> ()
}) : () -> ()

