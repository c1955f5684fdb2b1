"builtin.module"() ({
  "func.func"() <{function_type = () -> f64, sym_name = "ext0", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {llvm.noundef, test.tag = "x"}, {}], function_type = (f32, f64, f32, f64) -> memref<4x2xf64>, sym_name = "compute0"}> ({
  ^bb0(%arg3: f32, %arg4: f64, %arg5: f32, %arg6: f64):
    %29 = "arith.constant"() <{value = dense<3.000000e+00> : tensor<1xf64>}> : () -> tensor<1xf64>
    %30 = "arith.constant"() <{value = 0 : index}> : () -> index
    %31 = "tensor.extract"(%29, %30) : (tensor<1xf64>, index) -> f64
    %32 = "arith.constant"() <{value = dense<[[1.000000e+02, -1.000000e+00], [1.000000e+00, 0.000000e+00], [1.000000e+00, -2.500000e-01], [-1.000000e+00, 2.500000e+00]]> : tensor<4x2xbf16>}> : () -> tensor<4x2xbf16>
    %33 = "linalg.sub"(%32, %32, %32) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg10: bf16, %arg11: bf16, %arg12: bf16):
      %56 = "arith.subf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%56) : (bf16) -> ()
    }) : (tensor<4x2xbf16>, tensor<4x2xbf16>, tensor<4x2xbf16>) -> tensor<4x2xbf16>
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %34 = "tensor.cast"(%32) : (tensor<4x2xbf16>) -> tensor<4x?xbf16>
    %35 = "arith.constant"() <{value = 0 : index}> : () -> index
    %36 = "arith.constant"() <{value = 1 : index}> : () -> index
    %37 = "tensor.extract"(%33, %35, %36) : (tensor<4x2xbf16>, index, index) -> bf16
    "cf.br"(%arg3)[^bb2] : (f32) -> ()
  ^bb2(%38: f32):  // pred: ^bb1
    %39 = "arith.constant"() <{value = false}> : () -> i1
    %40 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %41 = "arith.select"(%39, %40, %40) : (i1, i32, i32) -> i32
    %42 = "arith.constant"() <{value = 0 : index}> : () -> index
    %43 = "arith.constant"() <{value = 1 : index}> : () -> index
    %44 = "arith.constant"() <{value = dense<3.000000e+00> : vector<4x2xf32>}> : () -> vector<4x2xf32>
    %45:2 = "scf.for"(%42, %42, %43, %44, %42) ({
    ^bb0(%arg7: index, %arg8: vector<4x2xf32>, %arg9: index):
      %49 = "arith.constant"() <{value = 3 : index}> : () -> index
      %50 = "arith.constant"() <{value = 3 : index}> : () -> index
      %51 = "tensor.splat"(%38, %49, %50) : (f32, index, index) -> tensor<?x?xf32>
      %52 = "arith.constant"() <{value = 6 : index}> : () -> index
      %53 = "memref.alloc"(%52) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x2xf64>
      "memref.dealloc"(%53) : (memref<?x2xf64>) -> ()
      %54 = "arith.constant"() <{value = 1 : index}> : () -> index
      %55 = "tensor.extract_slice"(%32, %54) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 2, 1>, static_sizes = array<i64: 2, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (tensor<4x2xbf16>, index) -> tensor<2x?xbf16>
      "scf.yield"(%44, %30) : (vector<4x2xf32>, index) -> ()
    }) : (index, index, index, vector<4x2xf32>, index) -> (vector<4x2xf32>, index)
    %46 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    "cf.cond_br"(%39, %46, %40)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb3(%47: i32):  // 2 preds: ^bb2, ^bb2
    %48 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x2xf64>
    "func.return"(%48) : (memref<4x2xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, memref<1xf64>, f32) -> (f32, vector<1xf32>), sym_name = "fn.1", sym_visibility = "private"}> ({
  ^bb0(%arg0: f32, %arg1: memref<1xf64>, %arg2: f32):
    %0 = "arith.constant"() <{value = 5.000000e-01 : f64}> : () -> f64
    %1 = "tensor.splat"(%0) : (f64) -> tensor<4x2xf64>
    %2 = "arith.constant"() <{value = dense<-9> : vector<1xindex>}> : () -> vector<1xindex>
    %3 = "arith.subi"(%2, %2) <{overflowFlags = #arith.overflow<nuw>}> : (vector<1xindex>, vector<1xindex>) -> vector<1xindex>
    %4 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
    %5 = "func.call"(%arg0, %4, %arg0, %4) <{callee = @compute0}> : (f32, f64, f32, f64) -> memref<4x2xf64>
    %6 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %7 = "arith.cmpi"(%6, %6) <{predicate = 0 : i64}> : (i8, i8) -> i1
    %8 = "arith.constant"() <{value = -2.500000e-01 : f32}> : () -> f32
    %9 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
    "cf.cond_br"(%7, %8, %9, %arg0, %4)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, f32, f64, f32, f64) -> ()
  ^bb1(%10: f32, %11: f64):  // 2 preds: ^bb0, ^bb0
    %12 = "tensor.empty"() : () -> tensor<1xf64>
    %13 = "tensor.cast"(%12) : (tensor<1xf64>) -> tensor<?xf64>
    %14 = "arith.constant"() <{value = 62 : index}> : () -> index
    "scf.index_switch"(%14) <{cases = array<i64: 0>}> ({
      %23 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
      %24 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %25 = "arith.cmpi"(%23, %24) <{predicate = 8 : i64}> : (i32, i32) -> i1
      %26 = "arith.constant"() <{value = dense<-1.000000e+00> : vector<3x4xf32>}> : () -> vector<3x4xf32>
      %27 = "arith.constant"() <{value = dense<0.000000e+00> : vector<3x4xf32>}> : () -> vector<3x4xf32>
      %28 = "arith.select"(%25, %26, %27) : (i1, vector<3x4xf32>, vector<3x4xf32>) -> vector<3x4xf32>
      "scf.yield"() : () -> ()
    }, {
      %20 = "tensor.extract_slice"(%12) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xf64>) -> tensor<1xf64>
      %21 = "arith.constant"() <{value = 0 : index}> : () -> index
      %22 = "tensor.extract_slice"(%20, %21) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xf64>, index) -> tensor<1xf64>
      "scf.yield"() : () -> ()
    }) : (index) -> ()
    %15 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %16 = "arith.extf"(%15) : (bf16) -> f64
    %17 = "arith.constant"() <{value = 16 : i8}> : () -> i8
    %18 = "arith.cmpi"(%6, %17) <{predicate = 2 : i64}> : (i8, i8) -> i1
    "cf.cond_br"(%18)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // 2 preds: ^bb1, ^bb1
    %19 = "arith.constant"() <{value = dense<1.000000e+02> : vector<1xf32>}> : () -> vector<1xf32>
    "func.return"(%arg0, %19) : (f32, vector<1xf32>) -> ()
  }) : () -> ()
}) : () -> ()

