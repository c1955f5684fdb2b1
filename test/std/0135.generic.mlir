"builtin.module"() ({
  "memref.global"() <{initial_value, sym_name = "g0", sym_visibility = "private", type = memref<3x1x8xf32>}> : () -> ()
  "func.func"() <{function_type = (memref<?xf64>, memref<3x1x8xi32>, f32) -> tensor<8x4xf32>, sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{arg_attrs = [{llvm.zeroext}, {}], function_type = (i8, tensor<3x1x8xi8>) -> tensor<4x1x2xi64>, sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (f32, memref<4x4xf32>) -> (), sym_name = "compute0"}> ({
  ^bb0(%arg0: f32, %arg1: memref<4x4xf32>):
    %0 = "arith.cmpf"(%arg0, %arg0) <{fastmath = #arith.fastmath<fast>, predicate = 3 : i64}> : (f32, f32) -> i1
    %1 = "arith.constant"() <{value = dense<1.000000e+00> : vector<1x4xf32>}> : () -> vector<1x4xf32>
    %2 = "arith.cmpf"(%1, %1) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (vector<1x4xf32>, vector<1x4xf32>) -> vector<1x4xi1>
    %3 = "memref.get_global"() <{name = @g0}> : () -> memref<3x1x8xf32>
    %4 = "arith.constant"() <{value = 1 : index}> : () -> index
    %5 = "arith.cmpi"(%4, %4) <{predicate = 7 : i64}> : (index, index) -> i1
    %6 = "arith.constant"() <{value = 55 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = 70 : i32}> : () -> i32
    %8 = "arith.select"(%5, %6, %7) : (i1, i32, i32) -> i32
    "cf.cond_br"(%5)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    %9 = "memref.get_global"() <{name = @g0}> : () -> memref<3x1x8xf32>
    %10 = "tensor.splat"(%arg0) : (f32) -> tensor<3x1x8xf32>
    %11 = "memref.collapse_shape"(%arg1) <{reassociation = [[0, 1]]}> : (memref<4x4xf32>) -> memref<16xf32>
    %12 = "arith.constant"() <{value = 0 : index}> : () -> index
    %13 = "arith.constant"() <{value = 2 : index}> : () -> index
    %14 = "arith.constant"() <{value = 25 : i64}> : () -> i64
    %15 = "arith.constant"() <{value = 0 : i8}> : () -> i8
    %16:2 = "scf.for"(%12, %12, %13, %14, %15) ({
    ^bb0(%arg2: index, %arg3: i64, %arg4: i8):
      %17 = "arith.constant"() <{value = 0 : index}> : () -> index
      %18 = "tensor.dim"(%10, %17) : (tensor<3x1x8xf32>, index) -> index
      "scf.if"(%5) ({
        %20 = "scf.index_switch"(%arg2) <{cases = array<i64: 1>}> ({
          "scf.yield"(%arg0) : (f32) -> ()
        }, {
          %21 = "arith.constant"() <{value = 0 : index}> : () -> index
          %22 = "arith.constant"() <{value = 0 : index}> : () -> index
          %23 = "arith.constant"() <{value = 6 : index}> : () -> index
          %24 = "memref.load"(%9, %21, %22, %23) : (memref<3x1x8xf32>, index, index, index) -> f32
          %25 = "arith.constant"() <{value = 8 : index}> : () -> index
          %26 = "tensor.empty"(%25) : (index) -> tensor<?x1x2xf64>
          %27 = "arith.constant"() <{value = 2 : index}> : () -> index
          %28 = "tensor.empty"(%27) : (index) -> tensor<?x1x2xf64>
          %29 = "arith.minnumf"(%26, %28) <{fastmath = #arith.fastmath<none>}> : (tensor<?x1x2xf64>, tensor<?x1x2xf64>) -> tensor<?x1x2xf64>
          %30 = "arith.constant"() <{value = -2.500000e-01 : f32}> : () -> f32
          "scf.yield"(%30) : (f32) -> ()
        }) : (index) -> f32
        "scf.yield"() : () -> ()
      }, {
        "scf.yield"() : () -> ()
      }) : (i1) -> ()
      %19 = "arith.constant"() <{value = 4611686018427387903 : i64}> : () -> i64
      "scf.yield"(%19, %arg4) : (i64, i8) -> ()
    }) : (index, index, index, i64, i8) -> (i64, i8)
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    "func.return"() : () -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

