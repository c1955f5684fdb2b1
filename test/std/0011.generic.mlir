#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>
"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {llvm.noundef}, {}], function_type = (i64, memref<4xi64>, bf16) -> f16, sym_name = "f0", sym_visibility = "private"}> ({
  ^bb0(%arg0: i64, %arg1: memref<4xi64>, %arg2: bf16):
    %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x3xf32>
    %1 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<3x8xf32>
    %2 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x8xf32>
    "linalg.matmul"(%0, %1, %2) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg6: f32, %arg7: f32, %arg8: f32):
      %29 = "arith.mulf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %30 = "arith.addf"(%arg8, %29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%30) : (f32) -> ()
    }) : (memref<2x3xf32>, memref<3x8xf32>, memref<2x8xf32>) -> ()
    %3 = "arith.constant"() <{value = dense<32767> : vector<4xi16>}> : () -> vector<4xi16>
    %4 = "arith.constant"() <{value = dense<[-9, 32767, 0, 1]> : vector<4xi16>}> : () -> vector<4xi16>
    %5:2 = "arith.mulsi_extended"(%3, %4) : (vector<4xi16>, vector<4xi16>) -> (vector<4xi16>, vector<4xi16>)
    %6 = "arith.constant"() <{value = 0 : index}> : () -> index
    %7 = "arith.constant"() <{value = 2 : index}> : () -> index
    %8 = "arith.constant"() <{value = 1 : index}> : () -> index
    %9 = "arith.constant"() <{value = -1 : i64}> : () -> i64
    %10 = "scf.parallel"(%6, %7, %8, %9) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> ({
    ^bb0(%arg3: index):
      %20 = "arith.constant"() <{value = 5 : index}> : () -> index
      %21 = "arith.constant"() <{value = 7 : index}> : () -> index
      %22 = "memref.alloc"(%20, %21) <{alignment = 64 : i64, operandSegmentSizes = array<i32: 1, 1>}> : (index, index) -> memref<?x4xi64, #map3>
      %23 = "tensor.empty"() : () -> tensor<1x4xf64>
      %24 = "arith.cmpf"(%23, %23) <{fastmath = #arith.fastmath<none>, predicate = 14 : i64}> : (tensor<1x4xf64>, tensor<1x4xf64>) -> tensor<1x4xi1>
      %25 = "tensor.empty"() : () -> tensor<4xi1>
      %26 = "tensor.empty"() : () -> tensor<4xi64>
      %27 = "arith.select"(%25, %26, %26) : (tensor<4xi1>, tensor<4xi64>, tensor<4xi64>) -> tensor<4xi64>
      "scf.reduce"(%9) ({
      ^bb0(%arg4: i64, %arg5: i64):
        %28 = "arith.addi"(%arg4, %arg5) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
        "scf.reduce.return"(%28) : (i64) -> ()
      }) : (i64) -> ()
    }) : (index, index, index, i64) -> i64
    %11 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %12 = "arith.constant"() <{value = -1 : i8}> : () -> i8
    %13 = "arith.cmpi"(%11, %12) <{predicate = 0 : i64}> : (i8, i8) -> i1
    %14:2 = "scf.if"(%13) ({
      %16 = "arith.constant"() <{value = 0 : i16}> : () -> i16
      %17 = "arith.uitofp"(%16) : (i16) -> bf16
      %18 = "arith.constant"() <{value = dense<1.000000e+02> : tensor<4xbf16>}> : () -> tensor<4xbf16>
      %19 = "arith.constant"() <{value = 4611686018427387903 : i64}> : () -> i64
      "scf.yield"(%9, %19) : (i64, i64) -> ()
    }, {
      "scf.yield"(%arg0, %arg0) : (i64, i64) -> ()
    }) : (i1) -> (i64, i64)
    %15 = "arith.constant"() <{value = 3.000000e+00 : f16}> : () -> f16
    "func.return"(%15) : (f16) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
}) : () -> ()

