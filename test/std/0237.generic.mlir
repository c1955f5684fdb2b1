"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {test.foo = 1 : i32}, {}, {}], function_type = (tensor<4x4xbf16>, f64, bf16, i64) -> i64, sym_name = "compute0"}> ({
  ^bb0(%arg0: tensor<4x4xbf16>, %arg1: f64, %arg2: bf16, %arg3: i64):
    %0 = "arith.constant"() <{value = false}> : () -> i1
    "scf.if"(%0) ({
      %5 = "tensor.collapse_shape"(%arg0) <{reassociation = [[0, 1]]}> : (tensor<4x4xbf16>) -> tensor<16xbf16>
      %6 = "func.constant"() <{value = @compute0}> : () -> ((tensor<4x4xbf16>, f64, bf16, i64) -> i64)
      %7 = "func.call_indirect"(%6, %arg0, %arg1, %arg2, %arg3) : ((tensor<4x4xbf16>, f64, bf16, i64) -> i64, tensor<4x4xbf16>, f64, bf16, i64) -> i64
      %8 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x4xf32>
      %9 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x4xf32>
      "linalg.div"(%8, %8, %9) <{operandSegmentSizes = array<i32: 2, 1>}> ({
      ^bb0(%arg6: f32, %arg7: f32, %arg8: f32):
        %11 = "arith.divf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "linalg.yield"(%11) : (f32) -> ()
      }) : (memref<8x4xf32>, memref<8x4xf32>, memref<8x4xf32>) -> ()
      %10:2 = "arith.mului_extended"(%7, %arg3) : (i64, i64) -> (i64, i64)
      "scf.yield"() : () -> ()
    }, {
      %3 = "arith.constant"() <{value = dense<-1> : vector<4xi64>}> : () -> vector<4xi64>
      %4 = "arith.remsi"(%3, %3) : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    %1 = "tensor.empty"() : () -> tensor<8x8xf32>
    %2 = "linalg.transpose"(%1, %1) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg4: f32, %arg5: f32):
      "linalg.yield"(%arg4) : (f32) -> ()
    }) : (tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x8xf32>
    "func.return"(%arg3) : (i64) -> ()
  }) {level = 2 : i64, passthrough = ["nounwind"]} : () -> ()
}) : () -> ()

