"builtin.module"() ({
  "func.func"() <{function_type = () -> (i16, i16), res_attrs = [{}, {test.foo = 1 : i32}], sym_name = "ext0", sym_visibility = "private"}> ({
  }) {test.kernel} : () -> ()
  "func.func"() <{function_type = (memref<3x3xi16>) -> (i16, f16), res_attrs = [{llvm.signext}, {llvm.noundef, test.tag = "x"}], sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (f32, tensor<3x3xi16>) -> (), sym_name = "kernel_0"}> ({
  ^bb0(%arg0: f32, %arg1: tensor<3x3xi16>):
    %0 = "arith.constant"() <{value = 55 : i16}> : () -> i16
    %1 = "arith.constant"() <{value = 32767 : i16}> : () -> i16
    %2 = "arith.divsi"(%0, %1) : (i16, i16) -> i16
    %3 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %4 = "math.round"(%3) <{fastmath = #arith.fastmath<afn>}> : (f64) -> f64
    %5 = "arith.constant"() <{value = 1 : index}> : () -> index
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "arith.cmpi"(%5, %6) <{predicate = 8 : i64}> : (index, index) -> i1
    "scf.if"(%7) ({
      %17 = "arith.constant"() <{value = -2.500000e-01 : f32}> : () -> f32
      %18 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
      %19 = "arith.minimumf"(%17, %18) <{fastmath = #arith.fastmath<nnan,ninf,nsz>}> : (f32, f32) -> f32
      %20 = "arith.constant"() <{value = 1 : index}> : () -> index
      %21 = "arith.constant"() <{value = 2 : index}> : () -> index
      %22 = "tensor.extract"(%arg1, %20, %21) : (tensor<3x3xi16>, index, index) -> i16
      %23 = "tensor.cast"(%arg1) : (tensor<3x3xi16>) -> tensor<?x3xi16>
      %24 = "arith.constant"() <{value = 1.500000e-01 : f32}> : () -> f32
      "scf.yield"() : () -> ()
    }, {
      %8 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %9 = "scf.while"(%8) ({
      ^bb0(%arg3: i32):
        "func.call"(%arg0, %arg1) <{callee = @kernel_0}> : (f32, tensor<3x3xi16>) -> ()
        %13 = "tensor.empty"() : () -> tensor<3x3xf32>
        %14 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
        %15 = "arith.cmpi"(%6, %5) <{predicate = 0 : i64}> : (index, index) -> i1
        %16 = "arith.constant"() <{value = 4.000000e+02 : f32}> : () -> f32
        "scf.condition"(%15, %16) : (i1, f32) -> ()
      }, {
      ^bb0(%arg2: f32):
        %10 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
        %11 = "arith.constant"() <{value = 0 : index}> : () -> index
        %12 = "memref.view"(%10, %11) : (memref<2048xi8>, index) -> memref<4x8xf16>
        "scf.yield"(%8) : (i32) -> ()
      }) : (i32) -> f32
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

