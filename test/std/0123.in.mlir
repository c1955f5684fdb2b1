!tensor0 = tensor<4xf64>
!tensor1 = tensor<4x2xi32>
!vec2 = vector<4xi32>
module {
  func.func public @kernel_0(%1: index, %v2: tensor<4xindex> {llvm.noundef}, %3: index {llvm.noundef, test.tag = "x"}, %val: !tensor0) -> (!tensor1, i32, memref<4xindex> {llvm.noundef, test.tag = "x"}) attributes {llvm.emit_c_interface, note = "generated"} {
    %c = arith.constant -1 : i32
    %divui_6 = arith.divui %c, %c : i32
    %cst = arith.constant 4.0E+2 : f64
    %maximumf = arith.maximumf %cst, %cst fastmath<reassoc,contract> : f64
    %cst_9 = arith.constant dense<78> : !vec2
    %11:2 = arith.addui_extended %cst_9, %cst_9 : !vec2, vector<4xi1>
    %15, %r = scf.while (%12 = %1, %res = %3) : (index, index) -> (index, index) {
      %acc = arith.constant 57 : index
      %18 = arith.cmpi ule, %1, %acc : index
      %x_1 = arith.select %18, %divui_6, %c : i32
      %21 = arith.constant 0 : index
      %cmp = arith.cmpi sge, %1, %21 : index
      %c_23 = arith.constant -1 : index
      scf.condition(%cmp) %res, %c_23 : index, index
    } do {
    ^bb0(%x24: index, %arg_25: index):
      %c_26 = arith.constant 0 : i32
      %x27 = arith.constant 3.0 : f32
      %28 = arith.fptoui %x27 : f32 to i64
      %c_29 = arith.constant 4611686018427387903 : i64
      %tmp30 = arith.constant -1 : index
      %31 = tensor.empty() : tensor<4xf64>
      %f = func.constant @kernel_0 : (index, tensor<4xindex>, index, tensor<4xf64>) -> (tensor<4x2xi32>, i32, memref<4xindex>)
      %33, %34, %35 = func.call_indirect %f(%x24, %v2, %tmp30, %31) : (index, tensor<4xindex>, index, tensor<4xf64>) -> (tensor<4x2xi32>, i32, memref<4xindex>)
      %36 = arith.constant 17 : index
      scf.yield %x24, %36 : index, index
    }
    %37 = arith.constant dense<[0, 0, 0, -1]> : vector<4xi64>
    %cst_38 = arith.constant dense<[23,-1,8,0]> : vector<4xi64>
    %divui_39 = arith.divui %37, %cst_38 : vector<4xi64>
    %y = arith.constant 0 : index
    %c_41 = arith.constant 7 : index
    %v44 = arith.constant 2 : index
    %x48 = scf.for %sum = %y to %c_41 step %v44 iter_args(%47 = %r) -> (index) {
      %49 = arith.constant 0 : i8
      %50 = arith.cmpi ugt, %49, %49 : i8
      %a.b = arith.select %50, %c, %divui_6 : i32
      scf.yield %y : index
    }    // keep
    %cast = tensor.cast %val : !tensor0 to tensor<?xf64>
    %tmp53 = tensor.empty() : tensor<2xbf16>
    %54 = math.log1p %tmp53 fastmath<nnan,ninf> : tensor<2xbf16>
    %55 = arith.constant true
    %56 = arith.constant 2.5 : f32    // keep
    %sel = arith.select %55, %56, %56 : f32
    %rhs = tensor.splat %divui_6 : !tensor1
    cf.assert %55, ""
    scf.forall (%x59) in (5) {
      %cst_60 = arith.constant 0.5 : bf16  // note
    }
    %tmp61 = tensor.empty() : tensor<4x2xi32>
    %62 = memref.alloc() : memref<4xindex>
    func.return %tmp61, %c, %62 : tensor<4x2xi32>, i32, memref<4xindex>
  }
}
