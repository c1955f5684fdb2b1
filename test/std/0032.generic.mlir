"builtin.module"() ({
  "func.func"() <{arg_attrs = [{llvm.noundef}, {}, {}], function_type = (i8, tensor<1xi64>, memref<1xi64>) -> vector<4xi8>, res_attrs = [{test.foo = 1 : i32}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) {test.kernel} : () -> ()
  "func.func"() <{function_type = (memref<1xi8>, i64) -> (), sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i8) -> memref<?x8xi64>, res_attrs = [{llvm.noundef}], sym_name = "kernel_0"}> ({
  ^bb0(%arg0: i8):
    %0 = "tensor.empty"() : () -> tensor<1xi8>
    %1 = "math.ipowi"(%0, %0) : (tensor<1xi8>, tensor<1xi8>) -> tensor<1xi8>
    %2 = "tensor.extract_slice"(%0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xi8>) -> tensor<1xi8>
    %3 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    %4 = "arith.constant"() <{value = 0 : i16}> : () -> i16
    %5:2 = "arith.mulsi_extended"(%3, %4) : (i16, i16) -> (i16, i16)
    %6 = "arith.constant"() <{value = true}> : () -> i1
    %7 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %8 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    "cf.cond_br"(%6, %8, %7)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i64, i32) -> ()
  ^bb1(%9: i32):  // pred: ^bb0
    %10 = "tensor.empty"() : () -> tensor<1xi64>
    %11 = "arith.constant"() <{value = 20 : i8}> : () -> i8
    %12 = "func.call"(%11) <{callee = @kernel_0}> : (i8) -> memref<?x8xi64>
    %13 = "math.ipowi"(%9, %9) : (i32, i32) -> i32
    "cf.br"(%8)[^bb2] : (i64) -> ()
  ^bb2(%14: i64):  // 2 preds: ^bb0, ^bb1
    %15 = "arith.constant"() <{value = 1 : i8}> : () -> i8
    %16 = "func.call"(%15) <{callee = @kernel_0}> : (i8) -> memref<?x8xi64>
    %17 = "arith.constant"() <{value = dense<-6> : vector<4x1xi64>}> : () -> vector<4x1xi64>
    %18 = "arith.constant"() <{value = 37 : index}> : () -> index
    "scf.index_switch"(%18) <{cases = array<i64: 0, 3>}> ({
      "scf.yield"() : () -> ()
    }, {
      %29 = "arith.cmpi"(%7, %7) <{predicate = 4 : i64}> : (i32, i32) -> i1
      "scf.yield"() : () -> ()
    }, {
      %23 = "arith.constant"() <{value = 1 : index}> : () -> index
      %24 = "arith.cmpi"(%18, %23) <{predicate = 1 : i64}> : (index, index) -> i1
      %25:2 = "scf.if"(%24) ({
        %26 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3xi32>
        %27 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x2xi32>
        "linalg.broadcast"(%26, %27) <{dimensions = array<i64: 1>}> ({
        ^bb0(%arg1: i32, %arg2: i32):
          "linalg.yield"(%arg1) : (i32) -> ()
        }) : (memref<3xi32>, memref<3x2xi32>) -> ()
        %28 = "arith.constant"() <{value = 80 : index}> : () -> index
        "scf.yield"(%28, %7) : (index, i32) -> ()
      }, {
        "scf.yield"(%18, %7) : (index, i32) -> ()
      }) : (i1) -> (index, i32)
      "scf.yield"() : () -> ()
    }) : (index) -> ()
    %19 = "arith.constant"() <{value = -7.500000e+00 : f32}> : () -> f32
    "cf.cond_br"(%6, %19, %19)[^bb3, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f32, f32) -> ()
  ^bb3(%20: f32):  // 2 preds: ^bb2, ^bb2
    %21 = "arith.constant"() <{value = 8 : index}> : () -> index
    %22 = "memref.alloc"(%21) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x8xi64>
    "func.return"(%22) : (memref<?x8xi64>) -> ()
  }) : () -> ()
}) : () -> ()

