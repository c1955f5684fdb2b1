"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef}, {llvm.noundef}], function_type = (i64, i64) -> f32, sym_name = "fn.0"}> ({
  ^bb0(%arg6: i64, %arg7: i64):
    %21 = "arith.constant"() <{value = true}> : () -> i1
    %22 = "scf.if"(%21) ({
      %36 = "arith.constant"() <{value = -2.500000e-01 : f32}> : () -> f32
      %37 = "arith.negf"(%36) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
      %38 = "arith.constant"() <{value = 2 : index}> : () -> index
      %39 = "tensor.empty"(%38) : (index) -> tensor<?xf32>
      %40 = "arith.constant"() <{value = 0 : index}> : () -> index
      %41 = "tensor.extract"(%39, %40) : (tensor<?xf32>, index) -> f32
      %42 = "arith.constant"() <{value = 7 : index}> : () -> index
      %43 = "tensor.empty"(%42) : (index) -> tensor<?x4xf64>
      %44 = "math.isinf"(%43) <{fastmath = #arith.fastmath<none>}> : (tensor<?x4xf64>) -> tensor<?x4xi1>
      %45 = "arith.constant"() <{value = -7.500000e+00 : f32}> : () -> f32
      %46 = "arith.divf"(%41, %45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%arg7) : (i64) -> ()
    }, {
      %26 = "arith.constant"() <{value = dense<12> : vector<4x8x3xi64>}> : () -> vector<4x8x3xi64>
      %27 = "arith.shli"(%26, %26) <{overflowFlags = #arith.overflow<none>}> : (vector<4x8x3xi64>, vector<4x8x3xi64>) -> vector<4x8x3xi64>
      %28 = "arith.constant"() <{value = 4 : index}> : () -> index
      %29 = "memref.alloc"(%28) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
      %30 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
      %31 = "arith.constant"() <{value = 0 : index}> : () -> index
      "memref.store"(%30, %29, %31) : (f32, memref<?xf32>, index) -> ()
      %32 = "arith.constant"() <{value = dense<[[0, -1, -18, -1], [4611686018427387903, -11, 52, 54]]> : tensor<2x4xindex>}> : () -> tensor<2x4xindex>
      %33 = "arith.constant"() <{value = 0 : index}> : () -> index
      %34 = "arith.constant"() <{value = 3 : index}> : () -> index
      %35 = "tensor.insert"(%28, %32, %33, %34) : (index, tensor<2x4xindex>, index, index) -> tensor<2x4xindex>
      "scf.yield"(%arg7) : (i64) -> ()
    }) : (i1) -> i64
    %23 = "arith.constant"() <{value = 0 : index}> : () -> index
    %24 = "arith.index_castui"(%23) : (index) -> i64
    %25 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
    "func.return"(%25) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "f1", sym_visibility = "public"}> ({
    %0 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.index_switch"(%0) <{cases = array<i64: 2, 6>}> ({
      "scf.yield"() : () -> ()
    }, {
      %1 = "tensor.empty"() : () -> tensor<2x4xf32>
      %2 = "arith.negf"(%1) <{fastmath = #arith.fastmath<arcp>}> : (tensor<2x4xf32>) -> tensor<2x4xf32>
      %3 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
      %4 = "arith.cmpf"(%3, %3) <{fastmath = #arith.fastmath<nnan,ninf,nsz>, predicate = 10 : i64}> : (f32, f32) -> i1
      %5 = "arith.constant"() <{value = 0 : index}> : () -> index
      %6 = "arith.constant"() <{value = 1 : index}> : () -> index
      %7 = "arith.constant"() <{value = 5.000000e-01 : f64}> : () -> f64
      %8:2 = "scf.for"(%5, %5, %6, %3, %7) ({
      ^bb0(%arg0: index, %arg1: f32, %arg2: f64):
        %9 = "arith.constant"() <{value = 1.000000e+02 : bf16}> : () -> bf16
        %10 = "math.sin"(%9) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
        %11 = "arith.constant"() <{value = dense<-4> : tensor<8x8xindex>}> : () -> tensor<8x8xindex>
        %12 = "tensor.expand_shape"(%11) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 8, 4, 2>}> : (tensor<8x8xindex>) -> tensor<8x4x2xindex>
        %13 = "arith.constant"() <{value = -2.500000e-01 : f32}> : () -> f32
        %14:2 = "scf.while"(%13) ({
        ^bb0(%arg5: f32):
          %16 = "arith.constant"() <{value = 127 : i8}> : () -> i8
          %17 = "arith.cmpi"(%16, %16) <{predicate = 3 : i64}> : (i8, i8) -> i1
          %18 = "arith.constant"() <{value = true}> : () -> i1
          %19 = "arith.ceildivui"(%4, %18) : (i1, i1) -> i1
          %20 = "arith.constant"() <{value = dense<1.000000e+02> : vector<4x2xf32>}> : () -> vector<4x2xf32>
          "scf.condition"(%19, %20, %13) : (i1, vector<4x2xf32>, f32) -> ()
        }, {
        ^bb0(%arg3: vector<4x2xf32>, %arg4: f32):
          %15 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
          "scf.yield"(%15) : (f32) -> ()
        }) : (f32) -> (vector<4x2xf32>, f32)
        "scf.yield"(%13, %arg2) : (f32, f64) -> ()
      }) : (index, index, index, f32, f64) -> (f32, f64)
      "scf.yield"() : () -> ()
    }, {
      "scf.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) {test.module_note = "std"} : () -> ()

