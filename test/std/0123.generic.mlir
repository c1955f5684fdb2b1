"builtin.module"() ({
  "func.func"() <{arg_attrs = [{}, {llvm.noundef}, {llvm.noundef, test.tag = "x"}, {}], function_type = (index, tensor<4xindex>, index, tensor<4xf64>) -> (tensor<4x2xi32>, i32, memref<4xindex>), res_attrs = [{}, {}, {llvm.noundef, test.tag = "x"}], sym_name = "kernel_0", sym_visibility = "public"}> ({
  ^bb0(%arg0: index, %arg1: tensor<4xindex>, %arg2: index, %arg3: tensor<4xf64>):
    %0 = "arith.constant"() <{value = -1 : i32}> : () -> i32
    %1 = "arith.divui"(%0, %0) : (i32, i32) -> i32
    %2 = "arith.constant"() <{value = 4.000000e+02 : f64}> : () -> f64
    %3 = "arith.maximumf"(%2, %2) <{fastmath = #arith.fastmath<reassoc,contract>}> : (f64, f64) -> f64
    %4 = "arith.constant"() <{value = dense<78> : vector<4xi32>}> : () -> vector<4xi32>
    %5:2 = "arith.addui_extended"(%4, %4) : (vector<4xi32>, vector<4xi32>) -> (vector<4xi32>, vector<4xi1>)
    %6:2 = "scf.while"(%arg0, %arg2) ({
    ^bb0(%arg9: index, %arg10: index):
      %36 = "arith.constant"() <{value = 57 : index}> : () -> index
      %37 = "arith.cmpi"(%arg0, %36) <{predicate = 7 : i64}> : (index, index) -> i1
      %38 = "arith.select"(%37, %1, %0) : (i1, i32, i32) -> i32
      %39 = "arith.constant"() <{value = 0 : index}> : () -> index
      %40 = "arith.cmpi"(%arg0, %39) <{predicate = 5 : i64}> : (index, index) -> i1
      %41 = "arith.constant"() <{value = -1 : index}> : () -> index
      "scf.condition"(%40, %arg10, %41) : (i1, index, index) -> ()
    }, {
    ^bb0(%arg7: index, %arg8: index):
      %27 = "arith.constant"() <{value = 0 : i32}> : () -> i32
      %28 = "arith.constant"() <{value = 3.000000e+00 : f32}> : () -> f32
      %29 = "arith.fptoui"(%28) : (f32) -> i64
      %30 = "arith.constant"() <{value = 4611686018427387903 : i64}> : () -> i64
      %31 = "arith.constant"() <{value = -1 : index}> : () -> index
      %32 = "tensor.empty"() : () -> tensor<4xf64>
      %33 = "func.constant"() <{value = @kernel_0}> : () -> ((index, tensor<4xindex>, index, tensor<4xf64>) -> (tensor<4x2xi32>, i32, memref<4xindex>))
      %34:3 = "func.call_indirect"(%33, %arg7, %arg1, %31, %32) : ((index, tensor<4xindex>, index, tensor<4xf64>) -> (tensor<4x2xi32>, i32, memref<4xindex>), index, tensor<4xindex>, index, tensor<4xf64>) -> (tensor<4x2xi32>, i32, memref<4xindex>)
      %35 = "arith.constant"() <{value = 17 : index}> : () -> index
      "scf.yield"(%arg7, %35) : (index, index) -> ()
    }) : (index, index) -> (index, index)
    %7 = "arith.constant"() <{value = dense<[0, 0, 0, -1]> : vector<4xi64>}> : () -> vector<4xi64>
    %8 = "arith.constant"() <{value = dense<[23, -1, 8, 0]> : vector<4xi64>}> : () -> vector<4xi64>
    %9 = "arith.divui"(%7, %8) : (vector<4xi64>, vector<4xi64>) -> vector<4xi64>
    %10 = "arith.constant"() <{value = 0 : index}> : () -> index
    %11 = "arith.constant"() <{value = 7 : index}> : () -> index
    %12 = "arith.constant"() <{value = 2 : index}> : () -> index
    %13 = "scf.for"(%10, %11, %12, %6#1) ({
    ^bb0(%arg5: index, %arg6: index):
      %24 = "arith.constant"() <{value = 0 : i8}> : () -> i8
      %25 = "arith.cmpi"(%24, %24) <{predicate = 8 : i64}> : (i8, i8) -> i1
      %26 = "arith.select"(%25, %0, %1) : (i1, i32, i32) -> i32
      "scf.yield"(%10) : (index) -> ()
    }) : (index, index, index, index) -> index
    %14 = "tensor.cast"(%arg3) : (tensor<4xf64>) -> tensor<?xf64>
    %15 = "tensor.empty"() : () -> tensor<2xbf16>
    %16 = "math.log1p"(%15) <{fastmath = #arith.fastmath<nnan,ninf>}> : (tensor<2xbf16>) -> tensor<2xbf16>
    %17 = "arith.constant"() <{value = true}> : () -> i1
    %18 = "arith.constant"() <{value = 2.500000e+00 : f32}> : () -> f32
    %19 = "arith.select"(%17, %18, %18) : (i1, f32, f32) -> f32
    %20 = "tensor.splat"(%1) : (i32) -> tensor<4x2xi32>
    "cf.assert"(%17) <{msg = ""}> : (i1) -> ()
    "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 5>}> ({
    ^bb0(%arg4: index):
      %23 = "arith.constant"() <{value = 5.000000e-01 : bf16}> : () -> bf16
      "scf.forall.in_parallel"() ({
      ^bb0:
      }) : () -> ()
    }) : () -> ()
    %21 = "tensor.empty"() : () -> tensor<4x2xi32>
    %22 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<4xindex>
    "func.return"(%21, %0, %22) : (tensor<4x2xi32>, i32, memref<4xindex>) -> ()
  }) {llvm.emit_c_interface, note = "generated"} : () -> ()
}) : () -> ()

