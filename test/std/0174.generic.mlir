"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {llvm.noundef, test.tag = "x"}], function_type = (memref<4xf32>, i32) -> (tensor<2x?xi32>, memref<?x4xf64>), sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (tensor<1x4xi32>, memref<4xf64>) -> f64, sym_name = "helper8"}> ({
    ^bb0(%arg9: tensor<1x4xi32>, %arg10: memref<4xf64>):
      %45 = "arith.constant"() <{value = 53 : i32}> : () -> i32
      %46 = "arith.trunci"(%45) <{overflowFlags = #arith.overflow<nuw>}> : (i32) -> i8
      %47 = "arith.constant"() <{value = 0 : index}> : () -> index
      %48 = "arith.cmpi"(%47, %47) <{predicate = 1 : i64}> : (index, index) -> i1
      "cf.cond_br"(%48)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb1:  // 2 preds: ^bb0, ^bb0
      %49 = "arith.constant"() <{value = 0 : i8}> : () -> i8
      %50 = "arith.extsi"(%49) : (i8) -> i32
      "cf.cond_br"(%48, %50)[^bb2, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
    ^bb2:  // pred: ^bb1
      %51 = "tensor.empty"() : () -> tensor<4x3xi32>
      %52 = "arith.constant"() <{value = 1 : index}> : () -> index
      %53 = "arith.constant"() <{value = 0 : index}> : () -> index
      %54 = "tensor.extract"(%51, %52, %53) : (tensor<4x3xi32>, index, index) -> i32
      %55 = "arith.cmpi"(%53, %53) <{predicate = 2 : i64}> : (index, index) -> i1
      "cf.cond_br"(%55)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
    ^bb3:  // 2 preds: ^bb2, ^bb2
      %56 = "arith.constant"() <{value = 26 : i32}> : () -> i32
      "cf.br"(%56)[^bb4] : (i32) -> ()
    ^bb4(%57: i32):  // 2 preds: ^bb1, ^bb3
      %58 = "arith.constant"() <{value = 1.500000e-01 : f64}> : () -> f64
      "func.return"(%58) : (f64) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> memref<8x1x1xi32>, sym_name = "fn.0", sym_visibility = "public"}> ({
    %21 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %22 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %23 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %24 = "arith.constant"() <{value = 1.000000e+02 : f64}> : () -> f64
    %25:2 = "scf.for"(%21, %21, %22, %23, %24) ({
    ^bb0(%arg6: i32, %arg7: i32, %arg8: f64):
      %41 = "tensor.empty"() : () -> tensor<4xf64>
      %42 = "arith.constant"() <{value = 24 : index}> : () -> index
      %43 = "arith.cmpi"(%42, %42) <{predicate = 2 : i64}> : (index, index) -> i1
      "cf.assert"(%43) <{msg = "bounds check"}> : (i1) -> ()
      %44 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
      "scf.yield"(%44, %24) : (i32, f64) -> ()
    }) : (i32, i32, i32, i32, f64) -> (i32, f64)
    %26 = "arith.cmpi"(%25#0, %23) <{predicate = 8 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%26, %24, %21, %25#0)[^bb3, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 2>}> : (i1, f64, i32, i32) -> ()
  ^bb1(%27: i32, %28: i32):  // pred: ^bb0
    %29 = "arith.constant"() <{value = dense<[[-7.500000e+00, 1.000000e+00]]> : vector<1x2xf64>}> : () -> vector<1x2xf64>
    %30 = "arith.constant"() <{value = dense<[[0, -1]]> : vector<1x2xi32>}> : () -> vector<1x2xi32>
    %31 = "math.fpowi"(%29, %30) <{fastmath = #arith.fastmath<none>}> : (vector<1x2xf64>, vector<1x2xi32>) -> vector<1x2xf64>
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    %32 = "arith.constant"() <{value = -16 : i32}> : () -> i32
    %33 = "arith.constant"() <{value = -7.500000e+00 : f64}> : () -> f64
    "cf.br"(%33)[^bb3] : (f64) -> ()
  ^bb3(%34: f64):  // 2 preds: ^bb0, ^bb2
    %35 = "arith.constant"() <{value = 1.500240e-01 : f16}> : () -> f16
    %36 = "arith.constant"() <{value = 1.000000e+02 : f16}> : () -> f16
    %37 = "arith.cmpf"(%35, %36) <{fastmath = #arith.fastmath<reassoc,contract>, predicate = 2 : i64}> : (f16, f16) -> i1
    "cf.cond_br"(%26)[^bb4, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb4:  // 2 preds: ^bb3, ^bb3
    %38 = "tensor.empty"() : () -> tensor<1x4xf32>
    %39 = "linalg.transpose"(%38, %38) <{permutation = array<i64: 0, 1>}> ({
    ^bb0(%arg4: f32, %arg5: f32):
      "linalg.yield"(%arg4) : (f32) -> ()
    }) : (tensor<1x4xf32>, tensor<1x4xf32>) -> tensor<1x4xf32>
    %40 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x1x1xi32>
    "func.return"(%40) : (memref<8x1x1xi32>) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{arg_attrs = [{llvm.signext}, {}], function_type = (i32, memref<?xf64>) -> (tensor<4xf64>, f64), res_attrs = [{llvm.noundef}, {}], sym_name = "kernel_1"}> ({
  ^bb0(%arg0: i32, %arg1: memref<?xf64>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 5 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 0 : index}> : () -> index
    %4 = "arith.constant"() <{value = 8 : index}> : () -> index
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.parallel"(%0, %3, %1, %4, %2, %5) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg2: index, %arg3: index):
      %17 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x4xi32>
      %18 = "memref.collapse_shape"(%17) <{reassociation = [[0, 1]]}> : (memref<1x4xi32>) -> memref<4xi32>
      %19 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      %20 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    %6 = "arith.constant"() <{value = dense<[1.000000e+02, -1.000000e+00, 4.000000e+02, 1.000000e+02]> : tensor<4xbf16>}> : () -> tensor<4xbf16>
    %7 = "arith.constant"() <{value = 0 : index}> : () -> index
    %8 = "tensor.dim"(%6, %7) : (tensor<4xbf16>, index) -> index
    %9 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %10 = "arith.divsi"(%9, %9) : (i64, i64) -> i64
    %11 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %12 = "arith.maximumf"(%11, %11) <{fastmath = #arith.fastmath<afn>}> : (f32, f32) -> f32
    %13 = "arith.constant"() <{value = 0 : index}> : () -> index
    %14 = "tensor.dim"(%6, %13) : (tensor<4xbf16>, index) -> index
    %15 = "arith.constant"() <{value = dense<-2.500000e-01> : tensor<4xf64>}> : () -> tensor<4xf64>
    %16 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    "func.return"(%15, %16) : (tensor<4xf64>, f64) -> ()
  }) {ref = @inner::@helper8} : () -> ()
}) {test.module_note = "std"} : () -> ()

