"builtin.module"() ({
  "memref.global"() <{initial_value = dense<1> : tensor<4xi32>, sym_name = "g0", sym_visibility = "private", type = memref<4xi32>}> : () -> ()
  "func.func"() <{function_type = (f32) -> memref<4xi8>, res_attrs = [{test.foo = 1 : i32}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{arg_attrs = [{}, {}, {llvm.noundef, test.tag = "x"}, {}], function_type = (vector<4xi32>, f32, f32, i8) -> (), sym_name = "fn.0"}> ({
  ^bb0(%arg0: vector<4xi32>, %arg1: f32, %arg2: f32, %arg3: i8):
    %0 = "arith.constant"() <{value = dense<[3.000000e+00, 1.000000e+00]> : vector<2xf32>}> : () -> vector<2xf32>
    %1 = "arith.cmpf"(%0, %0) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (vector<2xf32>, vector<2xf32>) -> vector<2xi1>
    %2 = "arith.constant"() <{value = false}> : () -> i1
    "cf.assert"(%2) <{msg = "bounds check"}> : (i1) -> ()
    %3 = "arith.constant"() <{value = dense<[1.000000e+00, 3.000000e+00, 0.000000e+00, 1.500000e-01]> : tensor<4xf32>}> : () -> tensor<4xf32>
    %4 = "arith.addf"(%3, %3) <{fastmath = #arith.fastmath<nnan,ninf>}> : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
    %5 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    "cf.cond_br"(%2, %5)[^bb1, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, f32) -> ()
  ^bb1(%6: f32):  // pred: ^bb0
    %7 = "arith.constant"() <{value = 1.000000e+00 : f16}> : () -> f16
    %8 = "math.sqrt"(%7) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (f16) -> f16
    %9 = "scf.execute_region"() ({
      %32 = "tensor.expand_shape"(%3) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 4>}> : (tensor<4xf32>) -> tensor<1x4xf32>
      %33 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xf32>
      %34 = "arith.constant"() <{value = 1 : index}> : () -> index
      %35 = "memref.subview"(%33, %34) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 2>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (memref<4xf32>, index) -> memref<?xf32, strided<[1], offset: 2>>
      %36 = "arith.constant"() <{value = 1 : i8}> : () -> i8
      %37 = "arith.floordivsi"(%36, %36) : (i8, i8) -> i8
      "scf.yield"(%arg2) : (f32) -> ()
    }) : () -> f32
    %10 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %11 = "arith.ceildivui"(%10, %10) : (i32, i32) -> i32
    %12 = "arith.constant"() <{value = 4611686018427387903 : index}> : () -> index
    %13 = "arith.cmpi"(%12, %12) <{predicate = 6 : i64}> : (index, index) -> i1
    "cf.cond_br"(%13, %9, %6)[^bb2, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f32, f32) -> ()
  ^bb2(%14: f32):  // 2 preds: ^bb1, ^bb1
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 6, 1>}> ({
    ^bb0(%arg4: index, %arg5: index):
      %21 = "scf.index_switch"(%arg5) <{cases = array<i64: 1, 5>}> ({
        %30 = "arith.constant"() <{value = dense<[3.000000e+00, 1.500000e-01, 1.500000e-01, 5.000000e-01]> : tensor<4xf64>}> : () -> tensor<4xf64>
        %31 = "math.ceil"(%30) <{fastmath = #arith.fastmath<none>}> : (tensor<4xf64>) -> tensor<4xf64>
        "scf.yield"(%arg3) : (i8) -> ()
      }, {
        %27 = "tensor.empty"() : () -> tensor<3xf64>
        %28 = "arith.constant"() <{value = dense<1.000000e+00> : tensor<8x3xf64>}> : () -> tensor<8x3xf64>
        %29 = "linalg.broadcast"(%27, %28) <{dimensions = array<i64: 0>}> ({
        ^bb0(%arg6: f64, %arg7: f64):
          "linalg.yield"(%arg6) : (f64) -> ()
        }) : (tensor<3xf64>, tensor<8x3xf64>) -> tensor<8x3xf64>
        "scf.yield"(%arg3) : (i8) -> ()
      }, {
        "func.call"(%arg0, %5, %14, %arg3) <{callee = @fn.0}> : (vector<4xi32>, f32, f32, i8) -> ()
        "cf.assert"(%2) <{msg = ""}> : (i1) -> ()
        %25 = "memref.get_global"() <{name = @g0}> : () -> memref<4xi32>
        %26 = "arith.maxnumf"(%14, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "scf.yield"(%arg3) : (i8) -> ()
      }) : (index) -> i8
      %22 = "arith.constant"() <{value = dense<[-1, -1, 7, -1]> : vector<4xi8>}> : () -> vector<4xi8>
      %23:2 = "arith.addui_extended"(%22, %22) : (vector<4xi8>, vector<4xi8>) -> (vector<4xi8>, vector<4xi1>)
      %24 = "arith.cmpf"(%5, %14) <{fastmath = #arith.fastmath<none>, predicate = 7 : i64}> : (f32, f32) -> i1
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : () -> ()
    %15 = "arith.constant"() <{value = 0 : index}> : () -> index
    %16 = "arith.cmpi"(%15, %15) <{predicate = 9 : i64}> : (index, index) -> i1
    "cf.cond_br"(%16)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb3:  // 3 preds: ^bb0, ^bb2, ^bb2
    %17 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %18 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    "cf.br"(%17, %18)[^bb4] : (i32, i16) -> ()
  ^bb4(%19: i32, %20: i16):  // pred: ^bb3
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

