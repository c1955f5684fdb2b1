"builtin.module"() ({
  "func.func"() <{function_type = () -> (tensor<3x2x8xindex>, vector<3x2xi64>), sym_name = "ext0", sym_visibility = "private"}> ({
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  "func.func"() <{arg_attrs = [{llvm.noundef}], function_type = (memref<3x2xindex>) -> index, sym_name = "kernel_0"}> ({
  ^bb0(%arg0: memref<3x2xindex>):
    %0 = "arith.constant"() <{value = 2 : index}> : () -> index
    %1 = "arith.constant"() <{value = 2 : index}> : () -> index
    "scf.for"(%0, %0, %1) ({
    ^bb0(%arg1: index):
      %3 = "memref.expand_shape"(%arg0) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 3, 2>}> : (memref<3x2xindex>) -> memref<1x3x2xindex>
      "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0, 0>, staticStep = array<i64: 1, 1>, staticUpperBound = array<i64: 2, 4>}> ({
      ^bb0(%arg2: index, %arg3: index):
        %4 = "arith.constant"() <{value = 0 : index}> : () -> index
        %5 = "arith.constant"() <{value = -1 : index}> : () -> index
        %6 = "arith.constant"() <{value = 1 : index}> : () -> index
        %7 = "arith.constant"() <{value = 4611686018427387903 : i64}> : () -> i64
        %8 = "scf.for"(%4, %5, %6, %7) ({
        ^bb0(%arg4: index, %arg5: i64):
          %13 = "arith.constant"() <{value = dense<43> : vector<3x3xindex>}> : () -> vector<3x3xindex>
          %14 = "arith.index_cast"(%13) : (vector<3x3xindex>) -> vector<3x3xi64>
          %15 = "arith.constant"() <{value = dense<4611686018427387903> : tensor<3x3xindex>}> : () -> tensor<3x3xindex>
          %16 = "tensor.collapse_shape"(%15) <{reassociation = [[0, 1]]}> : (tensor<3x3xindex>) -> tensor<9xindex>
          %17 = "arith.constant"() <{value = 2.500000e+00 : f64}> : () -> f64
          %18 = "arith.subf"(%17, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
          %19 = "arith.constant"() <{value = dense<4611686018427387903> : tensor<3x2xi64>}> : () -> tensor<3x2xi64>
          %20 = "tensor.expand_shape"(%19) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 3, 1, 2>}> : (tensor<3x2xi64>) -> tensor<3x1x2xi64>
          "scf.yield"(%arg5) : (i64) -> ()
        }) : (index, index, index, i64) -> i64
        %9 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x2xindex>
        %10 = "arith.constant"() <{value = -1 : index}> : () -> index
        %11 = "arith.constant"() <{value = 2 : index}> : () -> index
        %12 = "arith.constant"() <{value = 0 : index}> : () -> index
        "memref.store"(%10, %9, %11, %12) : (index, memref<3x2xindex>, index, index) -> ()
        "scf.forall.in_parallel"() ({
        ^bb0:
        }) : () -> ()
      }) : () -> ()
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    "func.return"(%2) : (index) -> ()
  }) : () -> ()
}) : () -> ()

