"builtin.module"() ({
  "func.func"() <{function_type = (index) -> (vector<1x4x8xi64>, i64), res_attrs = [{llvm.noundef}, {}], sym_name = "f0"}> ({
  ^bb0(%arg2: index):
    %11:2 = "func.call"(%arg2) <{callee = @f0}> : (index) -> (vector<1x4x8xi64>, i64)
    %12 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xi64>
    %13 = "memref.subview"(%12) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 2>, static_strides = array<i64: 3>}> : (memref<4xi64>) -> memref<2xi64, strided<[3]>>
    %14 = "arith.cmpi"(%arg2, %arg2) <{predicate = 5 : i64}> : (index, index) -> i1
    "cf.assert"(%14) <{msg = "x must be \22positive\22"}> : (i1) -> ()
    %15 = "arith.cmpi"(%arg2, %arg2) <{predicate = 0 : i64}> : (index, index) -> i1
    %16 = "arith.constant"() <{value = dense<4611686018427387903> : vector<1x4x8xi64>}> : () -> vector<1x4x8xi64>
    "func.return"(%16, %11#1) : (vector<1x4x8xi64>, i64) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{arg_attrs = [{}, {test.foo = 1 : i32}], function_type = (index, i64) -> memref<4x1xi32>, sym_name = "f1"}> ({
  ^bb0(%arg0: index, %arg1: i64):
    %0 = "arith.constant"() <{value = true}> : () -> i1
    %1 = "arith.constant"() <{value = dense<[-14, 1, -1, 16]> : vector<4xi32>}> : () -> vector<4xi32>
    %2 = "arith.select"(%0, %1, %1) : (i1, vector<4xi32>, vector<4xi32>) -> vector<4xi32>
    %3 = "arith.constant"() <{value = -10 : i32}> : () -> i32
    %4 = "arith.constant"() <{value = 31 : i32}> : () -> i32
    %5:2 = "arith.mului_extended"(%3, %4) : (i32, i32) -> (i32, i32)
    %6 = "arith.constant"() <{value = -7.500000e+00 : bf16}> : () -> bf16
    %7 = "arith.cmpf"(%6, %6) <{fastmath = #arith.fastmath<none>, predicate = 3 : i64}> : (bf16, bf16) -> i1
    %8 = "arith.constant"() <{value = 7 : index}> : () -> index
    %9 = "tensor.empty"(%8) : (index) -> tensor<4x?xi64>
    %10 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x1xi32>
    "func.return"(%10) : (memref<4x1xi32>) -> ()
  }) {test.kernel} : () -> ()
}) {test.module_note = "std"} : () -> ()

