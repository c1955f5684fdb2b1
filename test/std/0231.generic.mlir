"builtin.module"() ({
  "func.func"() <{function_type = (i8, vector<8x2xi32>, tensor<1x2xi32>, i32) -> (i8, i8), sym_name = "compute0", sym_visibility = "public"}> ({
  ^bb0(%arg8: i8, %arg9: vector<8x2xi32>, %arg10: tensor<1x2xi32>, %arg11: i32):
    %21 = "arith.constant"() <{value = dense<[[49, 2147483647]]> : vector<1x2xi32>}> : () -> vector<1x2xi32>
    %22 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
    %23 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
    %24 = "arith.cmpi"(%22, %23) <{predicate = 2 : i64}> : (index, index) -> i1
    "cf.cond_br"(%24, %arg8)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i8) -> ()
  ^bb1(%25: i8):  // pred: ^bb0
    %26 = "arith.constant"() <{value = dense<[[2147483647, 2147483647], [6, 2147483647], [0, 2147483647], [0, 0], [-1, 1], [-1, 0], [2147483647, 47], [1, 2147483647]]> : tensor<8x2xi32>}> : () -> tensor<8x2xi32>
    %27 = "arith.constant"() <{value = dense<1> : tensor<2xi32>}> : () -> tensor<2xi32>
    %28 = "linalg.reduce"(%26, %27) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg12: i32, %arg13: i32):
      %40 = "arith.addi"(%arg12, %arg13) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%40) : (i32) -> ()
    }) : (tensor<8x2xi32>, tensor<2xi32>) -> tensor<2xi32>
    %29 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %30 = "arith.cmpi"(%arg11, %29) <{predicate = 2 : i64}> : (i32, i32) -> i1
    "cf.cond_br"(%30, %25)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i8) -> ()
  ^bb2:  // 2 preds: ^bb0, ^bb1
    %31 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x2xf64>
    %32 = "memref.reinterpret_cast"(%31) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (memref<1x2xf64>) -> memref<2xf64, strided<[1]>>
    %33 = "arith.constant"() <{value = 62 : i8}> : () -> i8
    "cf.cond_br"(%24, %33)[^bb3, ^bb4] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i8) -> ()
  ^bb3(%34: i8):  // 2 preds: ^bb1, ^bb2
    %35 = "memref.alloca"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x2xi16>
    %36 = "memref.cast"(%35) : (memref<1x2xi16>) -> memref<?x?xi16>
    "cf.br"()[^bb4] : () -> ()
  ^bb4:  // 2 preds: ^bb2, ^bb3
    %37 = "arith.constant"() <{value = 74 : i16}> : () -> i16
    %38:2 = "arith.mulsi_extended"(%37, %37) : (i16, i16) -> (i16, i16)
    %39 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    "func.return"(%39, %arg8) : (i8, i8) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.signext}, {}, {}, {}], function_type = (i8, memref<8x2xi8>, i32, i32) -> (memref<4xi8>, i16, i32), sym_name = "kernel_1"}> ({
  ^bb0(%arg0: i8, %arg1: memref<8x2xi8>, %arg2: i32, %arg3: i32):
    %0 = "arith.constant"() <{value = 4.000000e+02 : bf16}> : () -> bf16
    %1 = "arith.maxnumf"(%0, %0) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (bf16, bf16) -> bf16
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "memref.alloc"(%2) <{alignment = 16 : i64, operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x2xi8>
    "memref.copy"(%3, %3) : (memref<?x2xi8>, memref<?x2xi8>) -> ()
    %4 = "arith.constant"() <{value = false}> : () -> i1
    "cf.assert"(%4) <{msg = "ok"}> : (i1) -> ()
    %5 = "arith.constant"() <{value = dense<[[1.000000e+00, 3.000000e+00]]> : tensor<1x2xf16>}> : () -> tensor<1x2xf16>
    %6 = "tensor.empty"() : () -> tensor<2x1xf16>
    %7 = "linalg.transpose"(%5, %6) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg6: f16, %arg7: f16):
      "linalg.yield"(%arg6) : (f16) -> ()
    }) : (tensor<1x2xf16>, tensor<2x1xf16>) -> tensor<2x1xf16>
    %8 = "arith.cmpi"(%2, %2) <{predicate = 0 : i64}> : (index, index) -> i1
    %9:2 = "scf.if"(%8) ({
      %18 = "arith.constant"() <{value = 3.000000e+00 : f64}> : () -> f64
      %19 = "arith.negf"(%18) <{fastmath = #arith.fastmath<reassoc,contract>}> : (f64) -> f64
      %20 = "arith.constant"() <{value = 0 : i8}> : () -> i8
      "scf.yield"(%arg2, %20) : (i32, i8) -> ()
    }, {
      %13 = "arith.constant"() <{value = 1.000000e+02 : f64}> : () -> f64
      %14 = "arith.negf"(%13) <{fastmath = #arith.fastmath<arcp>}> : (f64) -> f64
      %15 = "memref.reinterpret_cast"(%arg1) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 16>, static_strides = array<i64: 1>}> : (memref<8x2xi8>) -> memref<16xi8, strided<[1]>>
      %16 = "scf.while"(%arg3) ({
      ^bb0(%arg5: i32):
        "scf.condition"(%4, %arg5) : (i1, i32) -> ()
      }, {
      ^bb0(%arg4: i32):
        %17 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
        "scf.yield"(%17) : (i32) -> ()
      }) : (i32) -> i32
      "scf.yield"(%arg2, %arg0) : (i32, i8) -> ()
    }) : (i1) -> (i32, i8)
    %10 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi8>
    %11 = "arith.constant"() <{value = 1 : i16}> : () -> i16
    %12 = "arith.constant"() <{value = 24 : i32}> : () -> i32
    "func.return"(%10, %11, %12) : (memref<4xi8>, i16, i32) -> ()
  }) {test.kernel} : () -> ()
}) : () -> ()

