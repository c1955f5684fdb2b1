"builtin.module"() ({
  "memref.global"() <{initial_value = dense<1> : tensor<2xi32>, sym_name = "g0", type = memref<2xi32>}> : () -> ()
  "func.func"() <{function_type = (memref<3x1xindex>) -> (index, i32, f32), res_attrs = [{}, {}, {test.foo = 1 : i32}], sym_name = "kernel_0"}> ({
  ^bb0(%arg0: memref<3x1xindex>):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 8 : index}> : () -> index
    %2 = "arith.constant"() <{value = 3 : index}> : () -> index
    %3 = "arith.constant"() <{value = dense<1> : vector<2xi32>}> : () -> vector<2xi32>
    %4:2 = "scf.for"(%0, %1, %2, %2, %3) ({
    ^bb0(%arg1: index, %arg2: index, %arg3: vector<2xi32>):
      "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 5>}> ({
      ^bb0(%arg6: index):
        %37 = "arith.constant"() <{value = 1 : index}> : () -> index
        %38 = "memref.dim"(%arg0, %37) : (memref<3x1xindex>, index) -> index
        "scf.forall.in_parallel"() ({
        ^bb0:
        }) : () -> ()
      }) : () -> ()
      %30 = "arith.constant"() <{value = dense<3.000000e+00> : tensor<1xf32>}> : () -> tensor<1xf32>
      %31 = "math.isfinite"(%30) <{fastmath = #arith.fastmath<none>}> : (tensor<1xf32>) -> tensor<1xi1>
      %32 = "arith.constant"() <{value = dense<[1, 41, 62]> : tensor<3xi32>}> : () -> tensor<3xi32>
      %33 = "arith.constant"() <{value = dense<2147483647> : tensor<3x1xi32>}> : () -> tensor<3x1xi32>
      %34 = "linalg.broadcast"(%32, %33) <{dimensions = array<i64: 1>}> ({
      ^bb0(%arg4: i32, %arg5: i32):
        "linalg.yield"(%arg4) : (i32) -> ()
      }) : (tensor<3xi32>, tensor<3x1xi32>) -> tensor<3x1xi32>
      %35 = "arith.constant"() <{value = 1.000000e+02 : f32}> : () -> f32
      %36 = "math.isinf"(%35) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
      "scf.yield"(%arg2, %arg3) : (index, vector<2xi32>) -> ()
    }) : (index, index, index, index, vector<2xi32>) -> (index, vector<2xi32>)
    %5 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
    %6 = "math.copysign"(%5, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "scf.execute_region"() ({
      %28 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %29 = "arith.uitofp"(%28) : (i32) -> f32
      "scf.yield"() : () -> ()
    }) : () -> ()
    %7 = "tensor.empty"() : () -> tensor<2xindex>
    %8 = "tensor.cast"(%7) : (tensor<2xindex>) -> tensor<?xindex>
    %9 = "arith.constant"() <{value = 2 : index}> : () -> index
    %10 = "arith.constant"() <{value = 0 : index}> : () -> index
    "memref.store"(%0, %arg0, %9, %10) : (index, memref<3x1xindex>, index, index) -> ()
    %11 = "memref.subview"(%arg0) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 2, 0>, static_sizes = array<i64: 1, 1>, static_strides = array<i64: 1, 1>}> : (memref<3x1xindex>) -> memref<1x1xindex, strided<[1, 1], offset: 2>>
    %12 = "arith.addf"(%6, %5) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %13 = "memref.get_global"() <{name = @g0}> : () -> memref<2xi32>
    %14 = "arith.constant"() <{value = dense<1> : vector<2xi16>}> : () -> vector<2xi16>
    %15 = "arith.trunci"(%14) <{overflowFlags = #arith.overflow<none>}> : (vector<2xi16>) -> vector<2xi8>
    %16 = "arith.cmpi"(%0, %1) <{predicate = 7 : i64}> : (index, index) -> i1
    %17 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<2048xi8>
    %18 = "arith.constant"() <{value = 0 : index}> : () -> index
    %19 = "arith.constant"() <{value = 6 : index}> : () -> index
    %20 = "memref.view"(%17, %18, %19) : (memref<2048xi8>, index, index) -> memref<?x4xf64>
    %21 = "arith.constant"() <{value = dense<[1, -1, 48, 68]> : vector<4xi8>}> : () -> vector<4xi8>
    %22 = "arith.subi"(%21, %21) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (vector<4xi8>, vector<4xi8>) -> vector<4xi8>
    %23 = "arith.constant"() <{value = 0 : index}> : () -> index
    %24 = "arith.constant"() <{value = dense<[0, -11]> : tensor<2xindex>}> : () -> tensor<2xindex>
    %25 = "tensor.insert_slice"(%24, %7, %23) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: -9223372036854775808>, static_sizes = array<i64: 2>, static_strides = array<i64: 1>}> : (tensor<2xindex>, tensor<2xindex>, index) -> tensor<2xindex>
    %26 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %27 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    "func.return"(%18, %26, %27) : (index, i32, f32) -> ()
  }) : () -> ()
}) : () -> ()

