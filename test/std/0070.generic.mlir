#map = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (i16) -> (), sym_name = "f0"}> ({
  ^bb0(%arg0: i16):
    %0 = "tensor.empty"() : () -> tensor<3x4xf64>
    %1 = "arith.maximumf"(%0, %0) <{fastmath = #arith.fastmath<none>}> : (tensor<3x4xf64>, tensor<3x4xf64>) -> tensor<3x4xf64>
    %2 = "arith.constant"() <{value = 4 : index}> : () -> index
    %3 = "arith.constant"() <{value = 5 : index}> : () -> index
    %4 = "memref.alloc"(%2, %3) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xf16, #map>
    %5 = "arith.constant"() <{value = 2 : index}> : () -> index
    %6 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7 = "tensor.extract"(%0, %5, %6) : (tensor<3x4xf64>, index, index) -> f64
    %8 = "arith.constant"() <{value = 2 : index}> : () -> index
    %9 = "memref.alloc"(%8) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?x4xf32>
    "memref.dealloc"(%9) : (memref<?x4xf32>) -> ()
    %10 = "arith.constant"() <{value = 0 : index}> : () -> index
    %11 = "arith.constant"() <{value = 3 : index}> : () -> index
    %12 = "arith.constant"() <{value = 2 : index}> : () -> index
    %13 = "arith.constant"() <{value = 0 : index}> : () -> index
    %14 = "arith.constant"() <{value = 6 : index}> : () -> index
    %15 = "arith.constant"() <{value = 1 : index}> : () -> index
    "scf.parallel"(%10, %13, %11, %14, %12, %15) <{operandSegmentSizes = array<i32: 2, 2, 2, 0>}> ({
    ^bb0(%arg1: index, %arg2: index):
      %16 = "arith.constant"() <{value = 4.000000e+02 : bf16}> : () -> bf16
      %17 = "math.fma"(%16, %16, %16) <{fastmath = #arith.fastmath<arcp>}> : (bf16, bf16, bf16) -> bf16
      %18 = "arith.constant"() <{value = 2 : index}> : () -> index
      %19 = "arith.constant"() <{value = 2 : index}> : () -> index
      %20 = "arith.constant"() <{value = 3 : index}> : () -> index
      %21 = "arith.constant"() <{value = 56 : i32}> : () -> i32
      %22 = "scf.for"(%18, %19, %20, %21) ({
      ^bb0(%arg3: index, %arg4: i32):
        %23 = "arith.negf"(%7) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
        "scf.yield"(%21) : (i32) -> ()
      }) : (index, index, index, i32) -> i32
      "scf.reduce"() : () -> ()
    }) : (index, index, index, index, index, index) -> ()
    "func.return"() : () -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
}) : () -> ()

