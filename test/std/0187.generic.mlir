"builtin.module"() ({
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}, {}], function_type = (tensor<3xi8>, vector<2xi32>, tensor<8x3xi64>) -> (i32, i32), sym_name = "helper0", sym_visibility = "public"}> ({
    ^bb0(%arg12: tensor<3xi8>, %arg13: vector<2xi32>, %arg14: tensor<8x3xi64>):
      %38 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4xf32>
      %39 = "arith.constant"() <{value = 1 : index}> : () -> index
      %40 = "memref.dim"(%38, %39) : (memref<4x4xf32>, index) -> index
      %41 = "arith.constant"() <{value = dense<[21, -1, -1]> : tensor<3xi8>}> : () -> tensor<3xi8>
      %42:2 = "func.call"(%41, %arg13, %arg14) <{callee = @helper0}> : (tensor<3xi8>, vector<2xi32>, tensor<8x3xi64>) -> (i32, i32)
      %43 = "tensor.cast"(%arg14) : (tensor<8x3xi64>) -> tensor<?x3xi64>
      "func.return"(%42#1, %42#1) : (i32, i32) -> ()
    }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{}, {test.foo = 1 : i32}, {}], function_type = (vector<3xi32>, memref<1x3xi16>, tensor<?xi32>) -> tensor<3xf32>, sym_name = "f0"}> ({
  ^bb0(%arg2: vector<3xi32>, %arg3: memref<1x3xi16>, %arg4: tensor<?xi32>):
    %16 = "arith.constant"() <{value = 0 : index}> : () -> index
    %17 = "tensor.extract"(%arg4, %16) : (tensor<?xi32>, index) -> i32
    %18 = "arith.constant"() <{value = 0 : index}> : () -> index
    %19 = "arith.constant"() <{value = 6 : index}> : () -> index
    %20 = "arith.constant"() <{value = 1 : index}> : () -> index
    %21 = "arith.constant"() <{value = 3 : i32}> : () -> i32
    %22 = "arith.constant"() <{value = 38 : i32}> : () -> i32
    %23:2 = "scf.for"(%18, %19, %20, %21, %22) ({
    ^bb0(%arg9: index, %arg10: i32, %arg11: i32):
      %36 = "arith.constant"() <{value = dense<-1> : vector<8x3xi32>}> : () -> vector<8x3xi32>
      %37 = "arith.index_castui"(%36) : (vector<8x3xi32>) -> vector<8x3xindex>
      "scf.yield"(%21, %21) : (i32, i32) -> ()
    }) : (index, index, index, i32, i32) -> (i32, i32)
    %24 = "arith.constant"() <{value = -1.000000e+00 : f16}> : () -> f16
    %25 = "arith.negf"(%24) <{fastmath = #arith.fastmath<arcp>}> : (f16) -> f16
    %26 = "scf.while"(%22) ({
    ^bb0(%arg6: i32):
      %28 = "arith.constant"() <{value = dense<[-1.000000e+00, 1.500000e-01, 0.000000e+00]> : vector<3xf64>}> : () -> vector<3xf64>
      %29 = "arith.negf"(%28) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (vector<3xf64>) -> vector<3xf64>
      %30 = "tensor.empty"() : () -> tensor<8x3xi32>
      %31 = "linalg.fill"(%22, %30) <{operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg7: i32, %arg8: i32):
        "linalg.yield"(%arg7) : (i32) -> ()
      }) : (i32, tensor<8x3xi32>) -> tensor<8x3xi32>
      %32 = "memref.expand_shape"(%arg3) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 1, 1, 3>}> : (memref<1x3xi16>) -> memref<1x1x3xi16>
      %33 = "arith.constant"() <{value = 55 : index}> : () -> index
      %34 = "arith.cmpi"(%18, %33) <{predicate = 7 : i64}> : (index, index) -> i1
      %35 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      "scf.condition"(%34, %35) : (i1, i32) -> ()
    }, {
    ^bb0(%arg5: i32):
      "scf.yield"(%arg5) : (i32) -> ()
    }) : (i32) -> i32
    %27 = "tensor.empty"() : () -> tensor<3xf32>
    "func.return"(%27) : (tensor<3xf32>) -> ()
  }) {test.kernel} : () -> ()
  "func.func"() <{function_type = (f32, memref<8x3xf32>) -> (), sym_name = "compute1"}> ({
  ^bb0(%arg0: f32, %arg1: memref<8x3xf32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    "memref.store"(%arg0, %arg1, %0, %1) : (f32, memref<8x3xf32>, index, index) -> ()
    %2 = "arith.constant"() <{value = false}> : () -> i1
    "cf.cond_br"(%2, %arg0)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, f32) -> ()
  ^bb1:  // pred: ^bb0
    %3 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 4 : i64}> : () -> i64
    %5 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
    "cf.switch"(%4, %5, %6)[^bb2, ^bb2] <{case_operand_segments = array<i32: 1>, case_values = dense<2> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i64, f32, f32) -> ()
  ^bb2(%7: f32):  // 3 preds: ^bb0, ^bb1, ^bb1
    %8 = "arith.constant"() <{value = 5 : index}> : () -> index
    %9 = "arith.constant"() <{value = 0 : index}> : () -> index
    %10 = "memref.load"(%arg1, %8, %9) : (memref<8x3xf32>, index, index) -> f32
    "cf.br"()[^bb3] : () -> ()
  ^bb3:  // pred: ^bb2
    %11 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %12 = "arith.trunci"(%11) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i32
    %13 = "arith.constant"() <{value = 18 : i32}> : () -> i32
    "cf.cond_br"(%2, %13, %13)[^bb4, ^bb4] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb4(%14: i32):  // 2 preds: ^bb3, ^bb3
    %15 = "arith.select"(%2, %14, %14) : (i1, i32, i32) -> i32
    "func.return"() : () -> ()
  }) {ref = @inner::@helper0} : () -> ()
}) : () -> ()

