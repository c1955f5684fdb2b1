"builtin.module"() ({
  "memref.global"() <{initial_value = dense<-2.500000e-01> : tensor<2x4x4xf32>, sym_name = "g0", type = memref<2x4x4xf32>}> : () -> ()
  "memref.global"() <{constant, initial_value = dense<1> : tensor<2x3x8xi32>, sym_name = "g1", sym_visibility = "private", type = memref<2x3x8xi32>}> : () -> ()
  "func.func"() <{function_type = (i64) -> (), sym_name = "ext0", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = (tensor<1xi64>, memref<1xi64>, f32, i64) -> f64, res_attrs = [{test.foo = 1 : i32}], sym_name = "fn.0"}> ({
  ^bb0(%arg0: tensor<1xi64>, %arg1: memref<1xi64>, %arg2: f32, %arg3: i64):
    %0 = "arith.constant"() <{value = false}> : () -> i1
    %1 = "arith.remui"(%0, %0) : (i1, i1) -> i1
    %2 = "arith.subf"(%arg2, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3 = "arith.constant"() <{value = dense<2> : vector<3x8xi64>}> : () -> vector<3x8xi64>
    %4 = "math.ctlz"(%3) : (vector<3x8xi64>) -> vector<3x8xi64>
    %5 = "scf.execute_region"() ({
      %16 = "arith.constant"() <{value = 6 : index}> : () -> index
      %17 = "tensor.empty"(%16) : (index) -> tensor<2x4x?xi64>
      %18 = "arith.select"(%0, %17, %17) : (i1, tensor<2x4x?xi64>, tensor<2x4x?xi64>) -> tensor<2x4x?xi64>
      %19 = "memref.get_global"() <{name = @g0}> : () -> memref<2x4x4xf32>
      %20 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x4x4xf32>
      "memref.dealloc"(%20) : (memref<2x4x4xf32>) -> ()
      %21 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      "scf.yield"(%21) : (f32) -> ()
    }) : () -> f32
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "arith.constant"() <{value = 1 : index}> : () -> index
    %8 = "scf.for"(%6, %6, %7, %arg3) ({
    ^bb0(%arg4: index, %arg5: i64):
      %10 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<1x3xf32>}> : () -> tensor<1x3xf32>
      %11 = "linalg.transpose"(%10, %10) <{permutation = array<i64: 0, 1>}> ({
      ^bb0(%arg8: f32, %arg9: f32):
        "linalg.yield"(%arg8) : (f32) -> ()
      }) : (tensor<1x3xf32>, tensor<1x3xf32>) -> tensor<1x3xf32>
      %12 = "memref.get_global"() <{name = @g0}> : () -> memref<2x4x4xf32>
      %13 = "arith.constant"() <{value = false}> : () -> i1
      "cf.assert"(%13) <{msg = "ok"}> : (i1) -> ()
      %14 = "arith.constant"() <{value = dense<5.000000e-01> : tensor<2x4x4xf32>}> : () -> tensor<2x4x4xf32>
      %15 = "linalg.fill"(%5, %14) <{operandSegmentSizes = array<i32: 1, 1>}> ({
      ^bb0(%arg6: f32, %arg7: f32):
        "linalg.yield"(%arg6) : (f32) -> ()
      }) : (f32, tensor<2x4x4xf32>) -> tensor<2x4x4xf32>
      "scf.yield"(%arg5) : (i64) -> ()
    }) : (index, index, index, i64) -> i64
    %9 = "arith.constant"() <{value = -2.500000e-01 : f64}> : () -> f64
    "func.return"(%9) : (f64) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
}) : () -> ()

