"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef, test.tag = "x"}, {}, {}], function_type = (f32, memref<8x3xi16>, tensor<8x3xi32>) -> (i16, memref<1x1x2xf32>), sym_name = "compute0", sym_visibility = "private"}> ({
  ^bb0(%arg0: f32, %arg1: memref<8x3xi16>, %arg2: tensor<8x3xi32>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3 = "arith.constant"() <{value = 3.000000e+00 : f64}> : () -> f64
    %4 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %5:2 = "scf.parallel"(%0, %1, %2, %3, %4) <{operandSegmentSizes = array<i32: 1, 1, 1, 2>}> ({
    ^bb0(%arg3: index):
      %28 = "arith.constant"() <{value = false}> : () -> i1
      %29 = "arith.select"(%28, %arg0, %arg0) : (i1, f32, f32) -> f32
      "scf.reduce"(%3, %4) ({
      ^bb0(%arg6: f64, %arg7: f64):
        %31 = "arith.addf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        "scf.reduce.return"(%31) : (f64) -> ()
      }, {
      ^bb0(%arg4: i64, %arg5: i64):
        %30 = "arith.muli"(%arg4, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
        "scf.reduce.return"(%30) : (i64) -> ()
      }) : (f64, i64) -> ()
    }) : (index, index, index, f64, i64) -> (f64, i64)
    %6 = "arith.cmpi"(%1, %1) <{predicate = 6 : i64}> : (index, index) -> i1
    %7:2 = "scf.if"(%6) ({
      %14 = "arith.constant"() <{value = 6 : index}> : () -> index
      %15 = "arith.constant"() <{value = 2 : index}> : () -> index
      %16 = "tensor.empty"(%14, %15) : (index, index) -> tensor<?x1x?xf16>
      %17 = "arith.cmpf"(%16, %16) <{fastmath = #arith.fastmath<fast>, predicate = 12 : i64}> : (tensor<?x1x?xf16>, tensor<?x1x?xf16>) -> tensor<?x1x?xi1>
      %18 = "arith.constant"() <{value = dense<71> : vector<8x3xi64>}> : () -> vector<8x3xi64>
      %19 = "arith.trunci"(%18) <{overflowFlags = #arith.overflow<none>}> : (vector<8x3xi64>) -> vector<8x3xi32>
      %20 = "arith.constant"() <{value = 53 : index}> : () -> index
      "scf.index_switch"(%20) <{cases = array<i64: 2>}> ({
        %23:2 = "func.call"(%arg0, %arg1, %arg2) <{callee = @compute0}> : (f32, memref<8x3xi16>, tensor<8x3xi32>) -> (i16, memref<1x1x2xf32>)
        %24 = "arith.constant"() <{value = 0 : i32}> : () -> i32
        %25 = "arith.cmpi"(%24, %24) <{predicate = 9 : i64}> : (i32, i32) -> i1
        "cf.assert"(%25) <{msg = "ok"}> : (i1) -> ()
        %26 = "arith.constant"() <{value = -7.500000e+00 : f32}> : () -> f32
        %27 = "arith.mulf"(%26, %arg0) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.yield"() : () -> ()
      }, {
        %22 = "tensor.from_elements"(%arg0) : (f32) -> tensor<1xf32>
        "scf.yield"() : () -> ()
      }) : (index) -> ()
      %21 = "arith.constant"() <{value = 3 : i16}> : () -> i16
      "scf.yield"(%1, %21) : (index, i16) -> ()
    }, {
      %13 = "arith.constant"() <{value = 1 : i16}> : () -> i16
      "scf.yield"(%2, %13) : (index, i16) -> ()
    }) : (i1) -> (index, i16)
    "cf.br"()[^bb1] : () -> ()
  ^bb1:  // pred: ^bb0
    %8 = "arith.constant"() <{value = 2.500000e+00 : bf16}> : () -> bf16
    "cf.br"(%8)[^bb2] : (bf16) -> ()
  ^bb2(%9: bf16):  // pred: ^bb1
    %10 = "arith.constant"() <{value = 64 : i16}> : () -> i16
    "cf.br"(%10)[^bb3] : (i16) -> ()
  ^bb3(%11: i16):  // pred: ^bb2
    "cf.br"()[^bb4] : () -> ()
  ^bb4:  // pred: ^bb3
    %12 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1x1x2xf32>
    "func.return"(%7#1, %12) : (i16, memref<1x1x2xf32>) -> ()
  }) : () -> ()
}) : () -> ()

