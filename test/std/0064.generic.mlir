"builtin.module"() ({
  "func.func"() <{function_type = (tensor<4xi32>, memref<?x?xf32>, i64) -> memref<4x4xi64>, sym_name = "ext0", sym_visibility = "private"}> ({
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
  "func.func"() <{function_type = (index) -> memref<4xi64>, sym_name = "ext1", sym_visibility = "private"}> ({
  }) : () -> ()
  "builtin.module"() <{sym_name = "inner"}> ({
    "func.func"() <{function_type = (memref<4xi64>, memref<4x?xf32>) -> (memref<2x8xi64>, tensor<?x1xi32>), res_attrs = [{test.foo = 1 : i32}, {}], sym_name = "helper4"}> ({
    ^bb0(%arg8: memref<4xi64>, %arg9: memref<4x?xf32>):
      %44 = "arith.constant"() <{value = dense<-7.500000e+00> : vector<8x1xf64>}> : () -> vector<8x1xf64>
      %45 = "math.log1p"(%44) <{fastmath = #arith.fastmath<reassoc,contract>}> : (vector<8x1xf64>) -> vector<8x1xf64>
      %46 = "arith.constant"() <{value = dense<[4611686018427387903, 0, 0, 1]> : tensor<4xi64>}> : () -> tensor<4xi64>
      %47 = "arith.constant"() <{value = 0 : index}> : () -> index
      %48 = "arith.constant"() <{value = 4 : index}> : () -> index
      %49 = "arith.constant"() <{value = 3 : index}> : () -> index
      %50 = "tensor.empty"(%49) : (index) -> tensor<?xi64>
      %51 = "tensor.insert_slice"(%50, %46, %47, %48) <{operandSegmentSizes = array<i32: 1, 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: -9223372036854775808>, static_strides = array<i64: 1>}> : (tensor<?xi64>, tensor<4xi64>, index, index) -> tensor<4xi64>
      %52 = "arith.constant"() <{value = 2 : index}> : () -> index
      %53 = "tensor.empty"() : () -> tensor<1xi64>
      %54 = "tensor.insert_slice"(%53, %46, %52) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (tensor<1xi64>, tensor<4xi64>, index) -> tensor<4xi64>
      %55 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2x8xi64>
      %56 = "arith.constant"() <{value = 5 : index}> : () -> index
      %57 = "tensor.empty"(%56) : (index) -> tensor<?x1xi32>
      "func.return"(%55, %57) : (memref<2x8xi64>, tensor<?x1xi32>) -> ()
    }) : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, memref<8x1xi32>, memref<8x1xi32>), res_attrs = [{llvm.zeroext}, {}, {}], sym_name = "fn.0", sym_visibility = "public"}> ({
    %0 = "arith.constant"() <{value = 4 : index}> : () -> index
    %1 = "memref.alloc"(%0) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<8x?xi32>
    %2 = "arith.constant"() <{value = 2147483647 : i32}> : () -> i32
    %3 = "arith.constant"() <{value = 6 : index}> : () -> index
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    "memref.store"(%2, %1, %3, %4) : (i32, memref<8x?xi32>, index, index) -> ()
    %5 = "tensor.splat"(%2) : (i32) -> tensor<4xi32>
    %6 = "arith.constant"() <{value = 65 : i32}> : () -> i32
    %7 = "arith.constant"() <{value = dense<0> : vector<1x2xi64>}> : () -> vector<1x2xi64>
    %8 = "arith.sitofp"(%7) : (vector<1x2xi64>) -> vector<1x2xf32>
    %9 = "arith.constant"() <{value = false}> : () -> i1
    "cf.assert"(%9) <{msg = ""}> : (i1) -> ()
    %10 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %11 = "arith.shli"(%10, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %12 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %13:2 = "scf.while"(%12, %12) ({
    ^bb0(%arg6: i64, %arg7: i64):
      %40 = "arith.constant"() <{value = 0 : i64}> : () -> i64
      %41 = "arith.ori"(%40, %arg6) : (i64, i64) -> i64
      %42 = "arith.constant"() <{value = dense<[0.000000e+00, -1.000000e+00, 1.000000e+00, 4.000000e+02]> : vector<4xf32>}> : () -> vector<4xf32>
      %43 = "arith.negf"(%42) <{fastmath = #arith.fastmath<none>}> : (vector<4xf32>) -> vector<4xf32>
      "scf.condition"(%9, %41, %40) : (i1, i64, i64) -> ()
    }, {
    ^bb0(%arg4: i64, %arg5: i64):
      %35 = "arith.constant"() <{value = 6 : index}> : () -> index
      %36 = "arith.constant"() <{value = 5 : index}> : () -> index
      %37 = "memref.alloc"(%35, %36) <{operandSegmentSizes = array<i32: 2, 0>}> : (index, index) -> memref<?x?xf32>
      %38 = "arith.constant"() <{value = 0 : i64}> : () -> i64
      %39 = "func.call"(%5, %37, %38) <{callee = @ext0}> : (tensor<4xi32>, memref<?x?xf32>, i64) -> memref<4x4xi64>
      "scf.yield"(%arg5, %12) : (i64, i64) -> ()
    }) : (i64, i64) -> (i64, i64)
    %14 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %15 = "arith.truncf"(%14) : (f64) -> bf16
    %16 = "memref.alloc"() <{alignment = 16 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xi32>
    %17 = "memref.subview"(%16) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<1xi32>) -> memref<1xi32, strided<[1]>>
    %18 = "tensor.expand_shape"(%5) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 4>}> : (tensor<4xi32>) -> tensor<1x4xi32>
    %19 = "memref.reinterpret_cast"(%16) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0>, static_sizes = array<i64: 1>, static_strides = array<i64: 1>}> : (memref<1xi32>) -> memref<1xi32, strided<[1]>>
    "memref.copy"(%19, %19) : (memref<1xi32, strided<[1]>>, memref<1xi32, strided<[1]>>) -> ()
    %20 = "tensor.expand_shape"(%5) <{reassociation = [[0, 1]], static_output_shape = array<i64: 2, 2>}> : (tensor<4xi32>) -> tensor<2x2xi32>
    %21 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x1xi64>
    %22 = "memref.collapse_shape"(%21) <{reassociation = [[0, 1]]}> : (memref<8x1xi64>) -> memref<8xi64>
    %23 = "arith.constant"() <{value = dense<[[15], [-1], [2147483647], [-1], [1], [-13], [2147483647], [1]]> : tensor<8x1xi32>}> : () -> tensor<8x1xi32>
    %24 = "scf.forall"(%23) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 8>}> ({
    ^bb0(%arg0: index, %arg1: tensor<8x1xi32>):
      %31 = "arith.constant"() <{value = dense<0> : tensor<1xi64>}> : () -> tensor<1xi64>
      %32 = "arith.constant"() <{value = dense<[[-2], [1], [4611686018427387903], [42], [4611686018427387903], [4611686018427387903], [18], [1]]> : tensor<8x1xi64>}> : () -> tensor<8x1xi64>
      %33 = "linalg.broadcast"(%31, %32) <{dimensions = array<i64: 0>}> ({
      ^bb0(%arg2: i64, %arg3: i64):
        "linalg.yield"(%arg2) : (i64) -> ()
      }) : (tensor<1xi64>, tensor<8x1xi64>) -> tensor<8x1xi64>
      %34 = "tensor.empty"() : () -> tensor<1x1xi32>
      "scf.forall.in_parallel"() ({
        "tensor.parallel_insert_slice"(%34, %arg1, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808, 0>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (tensor<1x1xi32>, tensor<8x1xi32>, index) -> ()
      }) : () -> ()
    }) : (tensor<8x1xi32>) -> tensor<8x1xi32>
    %25:2 = "scf.if"(%9) ({
      %30 = "arith.constant"() <{value = dense<1> : tensor<1xi32>}> : () -> tensor<1xi32>
      "scf.yield"(%30, %10) : (tensor<1xi32>, i32) -> ()
    }, {
      %28 = "tensor.empty"() : () -> tensor<1xi32>
      %29 = "arith.constant"() <{value = -1 : i32}> : () -> i32
      "scf.yield"(%28, %29) : (tensor<1xi32>, i32) -> ()
    }) : (i1) -> (tensor<1xi32>, i32)
    %26 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %27 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8x1xi32>
    "func.return"(%26, %27, %27) : (i32, memref<8x1xi32>, memref<8x1xi32>) -> ()
  }) {ref = @inner::@helper4} : () -> ()
}) {test.module_note = "std"} : () -> ()

