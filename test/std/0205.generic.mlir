#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (tensor<8xi32>, tensor<8x?x4xi32>, vector<8xf32>, f16) -> memref<?x3xf16>, sym_name = "helper7", sym_visibility = "public"}> ({
    ^bb0(%arg10: tensor<8xi32>, %arg11: tensor<8x?x4xi32>, %arg12: vector<8xf32>, %arg13: f16):
      %46 = "arith.constant"() <{value = 5 : index}> : () -> index
      %47 = "memref.alloc"(%46) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x8x4xbf16>
      %48 = "arith.constant"() <{value = 0 : index}> : () -> index
      %49 = "arith.constant"() <{value = 0 : index}> : () -> index
      %50 = "arith.constant"() <{value = 2 : index}> : () -> index
      %51 = "memref.load"(%47, %48, %49, %50) : (memref<?x8x4xbf16>, index, index, index) -> bf16
      "cf.br"(%arg13, %arg13)[^bb1] : (f16, f16) -> ()
    ^bb1(%52: f16, %53: f16):  // pred: ^bb0
      %54 = "arith.mulf"(%arg12, %arg12) <{fastmath = #arith.fastmath<arcp>}> : (vector<8xf32>, vector<8xf32>) -> vector<8xf32>
      %55 = "arith.constant"() <{value = -1 : i64}> : () -> i64
      "cf.switch"(%55)[^bb2, ^bb2, ^bb2, ^bb2] <{case_operand_segments = array<i32: 0, 0, 0>, case_values = dense<[1, 3, 6]> : vector<3xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
    ^bb2:  // 4 preds: ^bb1, ^bb1, ^bb1, ^bb1
      %56 = "arith.constant"() <{value = 0 : index}> : () -> index
      %57 = "arith.constant"() <{value = 6 : index}> : () -> index
      %58 = "arith.constant"() <{value = 3 : index}> : () -> index
      "scf.for"(%56, %57, %58) ({
      ^bb0(%arg14: index):
        "scf.yield"() : () -> ()
      }) : (index, index, index) -> ()
      %59 = "arith.cmpi"(%46, %49) <{predicate = 5 : i64}> : (index, index) -> i1
      %60 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
      %61 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "cf.cond_br"(%59, %61, %60)[^bb4, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, f64) -> ()
    ^bb3(%62: f64):  // pred: ^bb2
      %63 = "arith.constant"() <{value = -6 : i32}> : () -> i32
      "cf.br"(%63)[^bb4] : (i32) -> ()
    ^bb4(%64: i32):  // 2 preds: ^bb2, ^bb3
      %65 = "arith.constant"() <{value = 4 : index}> : () -> index
      %66 = "memref.alloca"(%65) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x3xf16>
      "func.return"(%66) : (memref<?x3xf16>) -> ()
    }) {test.kernel} : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef}, {llvm.zeroext}, {llvm.noundef}], function_type = (tensor<1x8xindex>, i32, i32) -> (f32, vector<8xf16>, i32), res_attrs = [{}, {llvm.noundef, test.tag = "x"}, {}], sym_name = "fn.0"}> ({
  ^bb0(%arg0: tensor<1x8xindex>, %arg1: i32, %arg2: i32):
    %0 = "tensor.empty"() : () -> tensor<8xi32>
    %1 = "tensor.empty"() : () -> tensor<8x2xi32>
    %2 = "linalg.broadcast"(%0, %1) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg8: i32, %arg9: i32):
      "linalg.yield"(%arg8) : (i32) -> ()
    }) : (tensor<8xi32>, tensor<8x2xi32>) -> tensor<8x2xi32>
    %3 = "arith.constant"() <{value = 2.500000e+00 : f16}> : () -> f16
    %4 = "arith.cmpf"(%3, %3) <{fastmath = #arith.fastmath<arcp>, predicate = 10 : i64}> : (f16, f16) -> i1
    %5 = "arith.constant"() <{value = dense<0> : vector<8xi16>}> : () -> vector<8xi16>
    %6 = "math.ipowi"(%5, %5) : (vector<8xi16>, vector<8xi16>) -> vector<8xi16>
    %7 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8 = "arith.constant"() <{value = 2 : index}> : () -> index
    %9 = "arith.constant"() <{value = 1 : index}> : () -> index
    %10 = "arith.constant"() <{value = 1.000000e+00 : bf16}> : () -> bf16
    %11 = "arith.constant"() <{value = 2.500000e+00 : f16}> : () -> f16
    %12:2 = "scf.for"(%7, %8, %9, %10, %11) ({
    ^bb0(%arg3: index, %arg4: bf16, %arg5: f16):
      %18 = "scf.index_switch"(%arg3) <{cases = array<i64: 2>}> ({
        %40 = "arith.constant"() <{value = -1 : i16}> : () -> i16
        %41 = "math.ipowi"(%40, %40) : (i16, i16) -> i16
        %42 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %43:2 = "arith.addui_extended"(%42, %42) : (i32, i32) -> (i32, i1)
        %44 = "arith.xori"(%41, %41) : (i16, i16) -> i16
        %45 = "arith.constant"() <{value = -2.500000e-01 : f64}> : () -> f64
        "scf.yield"(%45) : (f64) -> ()
      }, {
        %22 = "arith.constant"() <{value = dense<[[27, 0, 1, 62, 44, 1, 75, 4611686018427387903]]> : tensor<1x8xindex>}> : () -> tensor<1x8xindex>
        %23:3 = "func.call"(%22, %arg2, %arg2) <{callee = @fn.0}> : (tensor<1x8xindex>, i32, i32) -> (f32, vector<8xf16>, i32)
        %24 = "arith.cmpi"(%23#2, %arg2) <{predicate = 4 : i64}> : (i32, i32) -> i1
        %25 = "scf.if"(%24) ({
          %34 = "arith.constant"() <{value = 7 : index}> : () -> index
          %35 = "arith.constant"() <{value = 1 : index}> : () -> index
          %36 = "tensor.empty"(%34, %35) : (index, index) -> tensor<?x?x4xf16>
          %37 = "arith.constant"() <{value = -1.000000e+00 : f64}> : () -> f64
          %38 = "arith.constant"() <{value = 1.500000e-01 : f64}> : () -> f64
          %39 = "arith.minimumf"(%37, %38) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (f64, f64) -> f64
          "scf.yield"(%arg2) : (i32) -> ()
        }, {
          %30 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
          %31 = "arith.remf"(%23#0, %30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %32 = "tensor.empty"() : () -> tensor<3x8x4xi32>
          %33 = "arith.trunci"(%32) <{overflowFlags = #arith.overflow<none>}> : (tensor<3x8x4xi32>) -> tensor<3x8x4xi8>
          "scf.yield"(%arg1) : (i32) -> ()
        }) : (i1) -> i32
        %26 = "arith.constant"() <{value = 4 : index}> : () -> index
        %27 = "arith.constant"() <{value = 6 : index}> : () -> index
        %28 = "memref.alloc"(%26, %27) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xf32, #map>
        %29 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
        "scf.yield"(%29) : (f64) -> ()
      }) : (index) -> f64
      %19 = "arith.constant"() <{value = dense<4.000000e+02> : tensor<8x2xf32>}> : () -> tensor<8x2xf32>
      %20 = "arith.constant"() <{value = dense<[[3.000000e+00, 1.000000e+00, 5.000000e-01, -1.000000e+00, 1.500000e-01, 0.000000e+00, 1.000000e+00, 1.500000e-01], [-2.500000e-01, 1.000000e+00, 1.000000e+00, 4.000000e+02, 4.000000e+02, -7.500000e+00, 1.000000e+00, -7.500000e+00]]> : tensor<2x8xf32>}> : () -> tensor<2x8xf32>
      %21 = "linalg.transpose"(%19, %20) <{permutation = array<i64: 1, 0>}> ({
      ^bb0(%arg6: f32, %arg7: f32):
        "linalg.yield"(%arg6) : (f32) -> ()
      }) : (tensor<8x2xf32>, tensor<2x8xf32>) -> tensor<2x8xf32>
      "scf.yield"(%arg4, %11) : (bf16, f16) -> ()
    }) : (index, index, index, bf16, f16) -> (bf16, f16)
    %13 = "tensor.empty"() : () -> tensor<8xbf16>
    %14 = "tensor.empty"() : () -> tensor<8xbf16>
    %15 = "arith.maximumf"(%13, %14) <{fastmath = #arith.fastmath<none>}> : (tensor<8xbf16>, tensor<8xbf16>) -> tensor<8xbf16>
    %16 = "arith.constant"() <{value = -1.000000e+00 : f32}> : () -> f32
    %17 = "arith.constant"() <{value = dense<1.500240e-01> : vector<8xf16>}> : () -> vector<8xf16>
    "func.return"(%16, %17, %arg2) : (f32, vector<8xf16>, i32) -> ()
  }) {ref = @inner::@helper7} : () -> ()
}) : () -> ()

