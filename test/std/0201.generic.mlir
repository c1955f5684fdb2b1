"builtin.module"() ({
  "func.func"() <{function_type = () -> (i64, memref<3xi32>), res_attrs = [{test.foo = 1 : i32}, {}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> memref<3xi64>, sym_name = "ext1", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = () -> (), sym_name = "helper0", sym_visibility = "private"}> ({
      %18 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %19:2 = "arith.mulsi_extended"(%18, %18) : (i32, i32) -> (i32, i32)
      %20 = "func.constant"() <{value = @helper0}> : () -> (() -> ())
      "func.call_indirect"(%20) : (() -> ()) -> ()
      %21 = "arith.constant"() <{value = 3 : index}> : () -> index
      %22 = "memref.alloc"(%21) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xi32>
      %23 = "arith.constant"() <{value = 0 : index}> : () -> index
      %24 = "memref.load"(%22, %23) : (memref<?xi32>, index) -> i32
      "func.return"() : () -> ()
    }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, memref<3xindex>, tensor<2xi32>) -> (), sym_name = "kernel_0"}> ({
  ^bb0(%arg0: i32, %arg1: memref<3xindex>, %arg2: tensor<2xi32>):
    %0 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %1 = "arith.maxsi"(%0, %0) : (i32, i32) -> i32
    %2 = "arith.constant"() <{value = 2 : index}> : () -> index
    %3 = "memref.load"(%arg1, %2) : (memref<3xindex>, index) -> index
    %4 = "arith.cmpi"(%2, %2) <{predicate = 5 : i64}> : (index, index) -> i1
    %5 = "scf.if"(%4) ({
      %7 = "arith.constant"() <{value = 2.500000e+00 : bf16}> : () -> bf16
      %8 = "arith.divf"(%7, %7) <{fastmath = #arith.fastmath<reassoc,contract>}> : (bf16, bf16) -> bf16
      %9 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4x4x1xi32>
      %10 = "arith.constant"() <{value = 3 : index}> : () -> index
      %11 = "memref.subview"(%9, %10) <{operandSegmentSizes = array<i32: 1, 0, 1, 0>, static_offsets = array<i64: 2, 0, 0>, static_sizes = array<i64: 1, -9223372036854775808, 1>, static_strides = array<i64: 1, 1, 1>}> : (memref<4x4x1xi32>, index) -> memref<1x?x1xi32, strided<[4, 1, 1], offset: 8>>
      %12 = "tensor.empty"() : () -> tensor<3xf32>
      %13 = "linalg.div"(%12, %12, %12) <{operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
        %17 = "arith.divf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "linalg.yield"(%17) : (f32) -> ()
      }) : (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) -> tensor<3xf32>
      %14 = "arith.constant"() <{value = 0 : index}> : () -> index
      %15 = "arith.cmpi"(%14, %10) <{predicate = 2 : i64}> : (index, index) -> i1
      "cf.assert"(%15) <{msg = "x must be \22positive\22"}> : (i1) -> ()
      %16 = "arith.constant"() <{value = 1 : i8}> : () -> i8
      "scf.yield"(%16) : (i8) -> ()
    }, {
      %6 = "arith.constant"() <{value = 127 : i8}> : () -> i8
      "scf.yield"(%6) : (i8) -> ()
    }) : (i1) -> i8
    "func.return"() : () -> ()
  }) {ref = @inner::@helper0} : () -> ()
}) : () -> ()

